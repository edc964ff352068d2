/**
 * The expert application as `POST /api/v1/applications/` receives it: the
 * text parts of the multipart body, parsed into the registration form's values so the API checks them with
 * the form's own rules (`registrationIssues`).
 */
import { z } from 'zod';
import { isMessageKey, type MessageKey } from './i18n/messages';
import { dateTimeText } from './primitives';
import {
  REGISTRATION_FILE_FIELDS,
  REGISTRATION_TEXT_FIELDS,
  emptyRegistrationValues,
  normalizeFieldValue,
  type RegistrationField,
  type RegistrationTextField,
  type RegistrationValues,
} from './registration';

/** Waiting until the deputy decides, signed once approved, rejected when refused. */
export const APPLICATION_STATUSES = ['waiting', 'signed', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The text parts: the form's fields and `level`, the display name of the chosen education level. */
export const APPLICATION_TEXT_FIELDS = [...REGISTRATION_TEXT_FIELDS, 'level'] as const;
export type ApplicationTextField = (typeof APPLICATION_TEXT_FIELDS)[number];

/** The reference-list selects, each holding an id of its list. */
export const APPLICATION_REFERENCE_FIELDS = [
  'teacher_category',
  'language',
  'language_learn',
  'subject',
  'subject2',
  'education_level',
] as const satisfies readonly RegistrationTextField[];
export type ApplicationReferenceField = (typeof APPLICATION_REFERENCE_FIELDS)[number];

/** Upload limits of an application: per file and per request. */
export const APPLICATION_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const APPLICATION_REQUEST_MAX_BYTES = 50 * 1024 * 1024;

/**
 * Every field in the order the form shows it (step by step, in the order of the submit checks): field
 * errors are answered in this order, and the client moves to the first one it knows.
 */
export const APPLICATION_FIELD_ORDER: readonly (RegistrationField | 'level')[] = [
  'name',
  'id_number',
  'address',
  'iin',
  'email',
  'phone',
  'identity_doc',
  'bank',
  'iik',
  'teacher_category',
  'language',
  'language_learn',
  'workplace',
  'subject',
  'subject2',
  'education_level',
  'level',
  'academic_status',
  'academic_degree_certificate',
  'employment_certificate',
  'education_diploma',
  'education_diploma2',
  'education_diploma3',
  'best_teacher_certificate',
  'other_certificate',
];

// The raw value may carry separators (+7 (701) 234-56-78), hence the room before normalising; the limits
// are the database columns'.
const text = (max: number) =>
  z.string({ error: 'validation.invalid' }).max(max, { error: 'validation.too_long' }).optional();
const id = text(12);

const applicationTextSchema = z.object({
  name: text(300),
  id_number: text(40),
  address: text(500),
  iin: text(40),
  email: text(254),
  phone: text(40),
  bank: text(200),
  iik: text(60),
  teacher_category: id,
  language: id,
  language_learn: id,
  workplace: text(300),
  subject: id,
  subject2: id,
  education_level: id,
  academic_status: z
    .string({ error: 'validation.invalid' })
    .trim()
    .toLowerCase()
    .pipe(z.enum(['', 'true', 'false'], { error: 'validation.invalid' }))
    .optional(),
  level: text(200),
});

/** The first problem of each field, in APPLICATION_FIELD_ORDER once merged by `orderedFieldErrors`. */
export type ApplicationFieldErrors = Partial<Record<string, MessageKey>>;

export interface ParsedApplicationFields {
  /** The form's values, trimmed and normalised as the form normalises them, without its length caps. */
  values: RegistrationValues;
  level: string;
  /** Shape problems (not text, too long, unknown field); the form's rules are checked afterwards. */
  errors: ApplicationFieldErrors;
}

const FILE_FIELDS: readonly string[] = REGISTRATION_FILE_FIELDS;
const TEXT_FIELDS: readonly string[] = APPLICATION_TEXT_FIELDS;

/** Clients that send an empty file input as a text part: `''`, or a missing value stringified. */
const isBlankFilePart = (value: unknown) =>
  value === '' || value === 'null' || value === 'undefined' || value === undefined;

/**
 * The phone as the client sends it (with the +7 prefix). After a `+` the country code is never one
 * of the ten digits, so `+7 701 234 567` is nine digits, not 7701234567; without one, the form's rule applies
 * (10 digits, or 11 with a leading 7 or 8).
 */
function submittedPhone(phone: string): string {
  if (!phone.startsWith('+')) return normalizeFieldValue('phone', phone);
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('7') ? digits.slice(1) : digits;
}

/**
 * Parses the text parts of a submitted application. A file field sent as an empty text part reads as no
 * file; any other unknown part is an error, so a misspelt optional field is never dropped silently.
 */
export function parseApplicationFields(body: Record<string, unknown>): ParsedApplicationFields {
  const errors: ApplicationFieldErrors = {};
  for (const [field, value] of Object.entries(body)) {
    if (TEXT_FIELDS.includes(field)) continue;
    if (FILE_FIELDS.includes(field) && isBlankFilePart(value)) continue;
    errors[field] = 'application.unexpected_field';
  }

  const known = Object.fromEntries(Object.entries(body).filter(([field]) => TEXT_FIELDS.includes(field)));
  const parsed = applicationTextSchema.safeParse(known);
  const raw: Partial<Record<ApplicationTextField, string>> = {};
  if (parsed.success) {
    Object.assign(raw, parsed.data);
  } else {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      errors[field] ??= isMessageKey(issue.message) ? issue.message : 'validation.invalid';
    }
    // Keep the values that were fine, so their own rules still report.
    for (const field of APPLICATION_TEXT_FIELDS) {
      const single = applicationTextSchema.shape[field].safeParse(known[field]);
      if (single.success && single.data !== undefined) raw[field] = single.data;
    }
  }

  const values = emptyRegistrationValues();
  for (const field of REGISTRATION_TEXT_FIELDS) {
    values[field] = normalizeFieldValue(field, (raw[field] ?? '').trim());
  }
  values.phone = submittedPhone((raw.phone ?? '').trim());
  return { values, level: (raw.level ?? '').trim(), errors };
}

/** Merges field problems into the `{field: [message]}` body: the first problem of each field, in form order. */
export function orderedFieldErrors(...sources: ApplicationFieldErrors[]): Record<string, MessageKey[]> {
  const first = new Map<string, MessageKey>();
  for (const source of sources) {
    for (const [field, key] of Object.entries(source)) if (key && !first.has(field)) first.set(field, key);
  }
  const rank = (field: string) => {
    const index = (APPLICATION_FIELD_ORDER as readonly string[]).indexOf(field);
    return index === -1 ? APPLICATION_FIELD_ORDER.length : index;
  };
  return Object.fromEntries(
    [...first.entries()].sort(([a], [b]) => rank(a) - rank(b)).map(([field, key]) => [field, [key]]),
  );
}

/** The answer to a stored application (201). */
export const applicationCreatedSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  created_at: dateTimeText,
});
export type ApplicationCreatedDto = z.infer<typeof applicationCreatedSchema>;

/** The text fields the form's checks require (`registrationIssues`); an empty one is answered with its message. */
const REQUIRED_TEXT_FIELDS: readonly ApplicationTextField[] = [
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
  'education_level',
];

const referenceId = (list: string) => ({ description: `An id of the ${list} reference list`, example: '1' });
const FIELD_NOTES: Record<ApplicationTextField, { description: string; example?: string }> = {
  name: { description: 'Full name', example: 'Нурланова Алия Сериковна' },
  id_number: { description: 'Identity document number, 9 digits', example: '012345678' },
  address: { description: 'Address' },
  iin: { description: 'IIN: 12 digits with a valid check digit', example: '900101000008' },
  email: { description: 'E-mail (x@y.z)', example: 'aliya@example.kz' },
  phone: {
    description: '10 digits; +7XXXXXXXXXX and 8XXXXXXXXXX are accepted',
    example: '+77012345678',
  },
  bank: { description: 'Bank' },
  iik: {
    description: 'IIK: a Kazakhstan IBAN (spaces and lower case are normalised)',
    example: 'KZ86125KZT5004100100',
  },
  teacher_category: referenceId('teacher_category'),
  language: referenceId('languages'),
  language_learn: referenceId('languages'),
  workplace: { description: 'Workplace' },
  subject: referenceId('subjects'),
  subject2: { description: 'Optional second subject (an id of subjects), not the same as subject' },
  education_level: referenceId('education_level'),
  academic_status: { description: 'Has an academic degree: true or false', example: 'false' },
  level: {
    description: 'Display name of the chosen education level (the server stores the list’s own name)',
  },
};

/**
 * The text parts of the multipart body for the OpenAPI document: the schema the API reads them with, the
 * fields the form requires marked required (the files are parts of their own, described beside it).
 */
export const applicationFormSchema = z.object(
  Object.fromEntries(
    APPLICATION_TEXT_FIELDS.map((field) => {
      const schema = applicationTextSchema.shape[field];
      const shape = REQUIRED_TEXT_FIELDS.includes(field) ? schema.unwrap() : schema;
      return [field, shape.meta(FIELD_NOTES[field])];
    }),
  ),
);
