/**
 * The registration form's rules (spec public-and-candidate §4–§5): which field is on which step, how
 * inputs are normalised, how the per-step completion percent counts, and the ordered submit checks.
 * They are pure so the wizard machine, the form and (later) a contracts schema can share them.
 */

export const REGISTRATION_STEPS = [1, 2, 3] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** Text and select fields (selects hold the chosen reference id as a string). */
export const REGISTRATION_TEXT_FIELDS = [
  'name',
  'id_number',
  'address',
  'iin',
  'email',
  'phone',
  'bank',
  'iik',
  'teacher_category',
  'language',
  'language_learn',
  'workplace',
  'subject',
  'subject2',
  'education_level',
  'academic_status',
] as const;
export type RegistrationTextField = (typeof REGISTRATION_TEXT_FIELDS)[number];

export const REGISTRATION_FILE_FIELDS = [
  'identity_doc',
  'employment_certificate',
  'academic_degree_certificate',
  'education_diploma',
  'education_diploma2',
  'education_diploma3',
  'best_teacher_certificate',
  'other_certificate',
] as const;
export type RegistrationFileField = (typeof REGISTRATION_FILE_FIELDS)[number];

export type RegistrationField = RegistrationTextField | RegistrationFileField;

/** What the wizard keeps of a chosen file: the File itself stays in the form, so snapshots stay JSON. */
export interface FileInfo {
  name: string;
  size: number;
  type: string;
}

export type RegistrationValues = Record<RegistrationTextField, string>;
export type RegistrationFiles = Partial<Record<RegistrationFileField, FileInfo>>;

/** The step each field is shown on; server field errors move the wizard there. */
export const FIELD_STEPS: Record<RegistrationField, RegistrationStep> = {
  name: 1,
  id_number: 1,
  address: 1,
  iin: 1,
  email: 1,
  phone: 1,
  identity_doc: 1,
  bank: 1,
  iik: 1,
  teacher_category: 2,
  language: 2,
  language_learn: 2,
  workplace: 2,
  subject: 2,
  subject2: 2,
  education_level: 2,
  academic_status: 2,
  academic_degree_certificate: 2,
  employment_certificate: 2,
  education_diploma: 2,
  education_diploma2: 2,
  education_diploma3: 2,
  best_teacher_certificate: 3,
  other_certificate: 3,
};

/** Accepted upload types (spec §5): pdf, jpg, jpeg, png. */
export const ACCEPTED_FILE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;

/** A blank form: every text field empty. */
export function emptyRegistrationValues(): RegistrationValues {
  return Object.fromEntries(REGISTRATION_TEXT_FIELDS.map((field) => [field, ''])) as RegistrationValues;
}

const digits = (value: string) => value.replace(/\D/g, '');
const filled = (value: string) => value.trim().length > 0;
const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
const isNumericId = (value: string) => /^\d+$/.test(value.trim());

/** True if the file's extension is one the portal accepts. */
export function isAcceptedFile(file: FileInfo): boolean {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return (ACCEPTED_FILE_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * Normalises typed or pasted input (spec §5): id_number, iin and phone keep digits only, capped at 9, 12
 * and 10; a pasted 11-digit phone loses its leading 7 or 8.
 */
export function normalizeFieldInput(field: RegistrationTextField, value: string): string {
  switch (field) {
    case 'id_number':
      return digits(value).slice(0, 9);
    case 'iin':
      return digits(value).slice(0, 12);
    case 'phone': {
      const phone = digits(value);
      return (phone.length === 11 && /^[78]/.test(phone) ? phone.slice(1) : phone).slice(0, 10);
    }
    default:
      return value;
  }
}

export interface RegistrationForm {
  values: RegistrationValues;
  files: RegistrationFiles;
}

type Counted = (form: RegistrationForm) => boolean;

// What each step's percent counts (spec §4): step 1 nine fields with email, phone and iin checked,
// step 2 six fields, step 3 the two optional certificates.
const COUNTED: Record<RegistrationStep, Counted[]> = {
  1: [
    ({ values }) => filled(values.name),
    ({ values }) => filled(values.id_number),
    ({ values }) => filled(values.address),
    ({ values }) => /^\d{12}$/.test(values.iin),
    ({ values }) => isEmail(values.email),
    ({ values }) => digits(values.phone).length >= 10,
    ({ files }) => Boolean(files.identity_doc),
    ({ values }) => filled(values.bank),
    ({ values }) => filled(values.iik),
  ],
  2: [
    ({ values }) => filled(values.teacher_category),
    ({ values }) => filled(values.language),
    ({ values }) => filled(values.language_learn),
    ({ values }) => filled(values.workplace),
    ({ values }) => filled(values.subject),
    ({ values }) => filled(values.education_level),
  ],
  3: [
    ({ files }) => Boolean(files.best_teacher_certificate),
    ({ files }) => Boolean(files.other_certificate),
  ],
};

export interface RegistrationProgress {
  step1: number;
  step2: number;
  step3: number;
  /** The average of the three steps. */
  overall: number;
}

/** Per-step completion percents (rounded) and their average. */
export function registrationProgress(form: RegistrationForm): RegistrationProgress {
  const percent = (step: RegistrationStep) => {
    const checks = COUNTED[step];
    return Math.round((checks.filter((check) => check(form)).length / checks.length) * 100);
  };
  const [step1, step2, step3] = REGISTRATION_STEPS.map(percent) as [number, number, number];
  return { step1, step2, step3, overall: Math.round((step1 + step2 + step3) / 3) };
}

/** A failed check: the field to focus, its step and the message key the form shows in the banner. */
export interface RegistrationIssue {
  field: RegistrationField;
  step: RegistrationStep;
  message: string;
}

type Check = [RegistrationField, (form: RegistrationForm) => boolean];

// The spec's order (§5); the first failure wins. subject2 ≠ subject is a separate spec rule, checked
// right after the subject it depends on.
const CHECKS: Check[] = [
  ['name', ({ values }) => filled(values.name)],
  ['id_number', ({ values }) => /^\d{9}$/.test(values.id_number)],
  ['address', ({ values }) => filled(values.address)],
  ['iin', ({ values }) => /^\d{12}$/.test(values.iin)],
  ['email', ({ values }) => isEmail(values.email)],
  ['phone', ({ values }) => /^\d{10}$/.test(values.phone)],
  ['identity_doc', ({ files }) => Boolean(files.identity_doc)],
  ['bank', ({ values }) => filled(values.bank)],
  ['iik', ({ values }) => filled(values.iik)],
  ['teacher_category', ({ values }) => isNumericId(values.teacher_category)],
  ['language', ({ values }) => isNumericId(values.language)],
  ['language_learn', ({ values }) => isNumericId(values.language_learn)],
  ['workplace', ({ values }) => filled(values.workplace)],
  ['subject', ({ values }) => filled(values.subject)],
  ['subject2', ({ values }) => !filled(values.subject2) || values.subject2 !== values.subject],
  ['education_level', ({ values }) => filled(values.education_level)],
  [
    'academic_degree_certificate',
    ({ values, files }) => values.academic_status !== 'true' || Boolean(files.academic_degree_certificate),
  ],
];

/** The first failing submit check in the spec's order, or null when the form may be sent. */
export function firstRegistrationIssue(form: RegistrationForm): RegistrationIssue | null {
  const failed = CHECKS.find(([, valid]) => !valid(form));
  if (!failed) return null;
  const [field] = failed;
  return { field, step: FIELD_STEPS[field], message: `registration.error.${field}` };
}
