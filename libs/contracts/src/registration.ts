/**
 * The registration form's rules: which field is on which step, how
 * inputs are normalised, how the per-step completion percent counts, and the ordered submit checks.
 * They are pure, so the wizard machine, the form and the API's application endpoint share one definition.
 */
import type { MessageKey } from './i18n/messages';
import { hasValidIinCheckDigit, isKzIbanShape, isValidKzIban, normalizeIik } from './kz-identifiers';

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

/** Accepted upload types: pdf, jpg, jpeg, png. */
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
  // A name without a dot has no extension: a file called just "pdf" is not a PDF.
  const extension = /\.([^.]+)$/.exec(file.name.toLowerCase())?.[1] ?? '';
  return (ACCEPTED_FILE_EXTENSIONS as readonly string[]).includes(extension);
}

/** How long the form lets each filtered input grow. */
const INPUT_CAPS: Partial<Record<RegistrationTextField, number>> = {
  id_number: 9,
  iin: 12,
  phone: 10,
  iik: 20,
};

/**
 * A value in the form its rules check, without the form's length caps: id_number, iin and phone keep
 * digits only; an 11-digit phone (+7 or 8 and ten digits) loses its leading 7 or 8; the IIK loses spaces
 * and is upper-cased. The API uses this, so a submitted value that is too long fails instead of being cut.
 */
export function normalizeFieldValue(field: RegistrationTextField, value: string): string {
  switch (field) {
    case 'id_number':
    case 'iin':
      return digits(value);
    case 'phone': {
      const phone = digits(value);
      return phone.length === 11 && /^[78]/.test(phone) ? phone.slice(1) : phone;
    }
    case 'iik':
      return normalizeIik(value);
    default:
      return value;
  }
}

/**
 * Normalises typed or pasted input: id_number, iin and phone keep digits only, capped at 9, 12
 * and 10; a pasted 11-digit phone loses its leading 7 or 8; the IIK loses spaces and is upper-cased.
 */
export function normalizeFieldInput(field: RegistrationTextField, value: string): string {
  const normalized = normalizeFieldValue(field, value);
  const cap = INPUT_CAPS[field];
  return cap === undefined ? normalized : normalized.slice(0, cap);
}

export interface RegistrationForm {
  values: RegistrationValues;
  files: RegistrationFiles;
}

// The fields each step's percent counts ("filled valid fields"): step 1 nine, step 2 six, step 3
// the two optional certificates. A field counts once it is filled and passes every check of its own.
const COUNTED: Record<RegistrationStep, readonly RegistrationField[]> = {
  1: ['name', 'id_number', 'address', 'iin', 'email', 'phone', 'identity_doc', 'bank', 'iik'],
  2: ['teacher_category', 'language', 'language_learn', 'workplace', 'subject', 'education_level'],
  3: ['best_teacher_certificate', 'other_certificate'],
};

// The steps whose fields an application needs; step 3's certificates are optional.
const REQUIRED_STEPS: readonly RegistrationStep[] = [1, 2];

export interface RegistrationProgress {
  step1: number;
  step2: number;
  step3: number;
  /**
   * How much of what the application needs is there: the required fields of steps 1 and 2, not the optional
   * certificates, so a complete application reads 100% without them.
   */
  overall: number;
}

/** Per-step completion percents (rounded), and the overall percent of the required fields. */
export function registrationProgress(form: RegistrationForm): RegistrationProgress {
  const valid = (step: RegistrationStep) =>
    COUNTED[step].filter((field) => isFieldFilled(form, field) && fieldIssue(form, field) === null).length;
  const percent = (step: RegistrationStep) => Math.round((valid(step) / COUNTED[step].length) * 100);
  const [step1, step2, step3] = REGISTRATION_STEPS.map(percent) as [number, number, number];
  const required = REQUIRED_STEPS.reduce((sum, step) => sum + COUNTED[step].length, 0);
  const done = REQUIRED_STEPS.reduce((sum, step) => sum + valid(step), 0);
  return { step1, step2, step3, overall: Math.round((done / required) * 100) };
}

/** A failed check: the field to focus, its step and the key of the message the form and the API show. */
export interface RegistrationIssue {
  field: RegistrationField;
  step: RegistrationStep;
  message: MessageKey;
}

type Check = [RegistrationField, MessageKey, (form: RegistrationForm) => boolean];

// The order of the checks; the first failure wins. A field's stricter checks (the IIN's check digit, the IIK
// as an IBAN, subject2 ≠ subject) follow its own basic check, so each field reports one message at a time.
const CHECKS: Check[] = [
  ['name', 'registration.name', ({ values }) => filled(values.name)],
  ['id_number', 'registration.id_number', ({ values }) => /^\d{9}$/.test(values.id_number)],
  ['address', 'registration.address', ({ values }) => filled(values.address)],
  ['iin', 'registration.iin', ({ values }) => /^\d{12}$/.test(values.iin)],
  ['iin', 'registration.iin_check_digit', ({ values }) => hasValidIinCheckDigit(values.iin)],
  ['email', 'registration.email', ({ values }) => isEmail(values.email)],
  ['phone', 'registration.phone', ({ values }) => /^\d{10}$/.test(values.phone)],
  ['identity_doc', 'registration.identity_doc', ({ files }) => Boolean(files.identity_doc)],
  ['bank', 'registration.bank', ({ values }) => filled(values.bank)],
  ['iik', 'registration.iik', ({ values }) => filled(values.iik)],
  ['iik', 'registration.iik_format', ({ values }) => isKzIbanShape(values.iik)],
  ['iik', 'registration.iik_check_digits', ({ values }) => isValidKzIban(values.iik)],
  ['teacher_category', 'registration.teacher_category', ({ values }) => isNumericId(values.teacher_category)],
  ['language', 'registration.language', ({ values }) => isNumericId(values.language)],
  ['language_learn', 'registration.language_learn', ({ values }) => isNumericId(values.language_learn)],
  ['workplace', 'registration.workplace', ({ values }) => filled(values.workplace)],
  ['subject', 'registration.subject', ({ values }) => filled(values.subject)],
  [
    'subject2',
    'registration.subject2_same',
    ({ values }) => !filled(values.subject2) || values.subject2 !== values.subject,
  ],
  ['education_level', 'registration.education_level', ({ values }) => filled(values.education_level)],
  [
    'academic_degree_certificate',
    'registration.academic_degree_certificate',
    ({ values, files }) => values.academic_status !== 'true' || Boolean(files.academic_degree_certificate),
  ],
];

/** Every failing submit check in the order the form checks them, at most one per field (what the API reports). */
export function registrationIssues(form: RegistrationForm): RegistrationIssue[] {
  const issues = new Map<RegistrationField, RegistrationIssue>();
  for (const [field, message, valid] of CHECKS) {
    if (!issues.has(field) && !valid(form)) issues.set(field, { field, step: FIELD_STEPS[field], message });
  }
  return [...issues.values()];
}

/** True once the person has given the field something: text, a choice or a file. */
export function isFieldFilled(form: RegistrationForm, field: RegistrationField): boolean {
  return (REGISTRATION_TEXT_FIELDS as readonly string[]).includes(field)
    ? filled(form.values[field as RegistrationTextField])
    : Boolean(form.files[field as RegistrationFileField]);
}

/** The first failing check of one field, or null: what the form shows under it once it loses focus. */
export function fieldIssue(form: RegistrationForm, field: RegistrationField): RegistrationIssue | null {
  for (const [checked, message, valid] of CHECKS) {
    if (checked === field && !valid(form)) return { field, step: FIELD_STEPS[field], message };
  }
  return null;
}

/**
 * The problems Next reports on a step: fields that were filled but fail their rule (a wrong IIN check
 * digit, a malformed e-mail, subject2 = subject). Empty fields do not hold the person back; the ordered
 * checks on submit bring them back to those.
 */
export function stepFieldIssues(form: RegistrationForm, step: RegistrationStep): RegistrationIssue[] {
  return registrationIssues(form).filter((issue) => issue.step === step && isFieldFilled(form, issue.field));
}

/** The first failing submit check in the order the form checks them, or null when the form may be sent. */
export function firstRegistrationIssue(form: RegistrationForm): RegistrationIssue | null {
  return registrationIssues(form)[0] ?? null;
}
