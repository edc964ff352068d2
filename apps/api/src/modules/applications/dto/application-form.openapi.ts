import {
  APPLICATION_FILE_MAX_BYTES,
  APPLICATION_REQUEST_MAX_BYTES,
  APPLICATION_STATUSES,
  REGISTRATION_FILE_FIELDS,
} from '@expert-portal/contracts';

const MB = 1024 * 1024;
const textField = (description: string, example?: string) => ({ type: 'string', description, example });
const idField = (list: string) => textField(`An id of the ${list} reference list`, '1');

/** OpenAPI schema of the multipart body of POST /applications/ (spec §3). */
export const APPLICATION_FORM_SCHEMA = {
  type: 'object',
  required: [
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
    'identity_doc',
  ],
  properties: {
    name: textField('Full name', 'Нурланова Алия Сериковна'),
    email: textField('E-mail (x@y.z)', 'aliya@example.kz'),
    address: textField('Address'),
    phone: textField('10 digits; +7XXXXXXXXXX and 8XXXXXXXXXX are accepted', '+77012345678'),
    id_number: textField('Identity document number, 9 digits', '012345678'),
    iin: textField('IIN: 12 digits with a valid check digit', '900101000008'),
    iik: textField('IIK: a Kazakhstan IBAN (spaces and lower case are normalised)', 'KZ86125KZT5004100100'),
    bank: textField('Bank'),
    workplace: textField('Workplace'),
    academic_status: { type: 'string', enum: ['true', 'false'], description: 'Has an academic degree' },
    teacher_category: idField('teacher_category'),
    language: idField('languages'),
    language_learn: idField('languages'),
    subject: idField('subjects'),
    subject2: { ...idField('subjects'), description: 'Optional second subject, not the same as subject' },
    education_level: idField('education_level'),
    level: textField('Display name of the chosen education level (the server stores the list’s own name)'),
    ...Object.fromEntries(
      REGISTRATION_FILE_FIELDS.map((field) => [
        field,
        {
          type: 'string',
          format: 'binary',
          description:
            `pdf, jpg, jpeg or png (checked by content), at most ${APPLICATION_FILE_MAX_BYTES / MB} MB; ` +
            `all files together at most ${APPLICATION_REQUEST_MAX_BYTES / MB} MB` +
            (field === 'academic_degree_certificate' ? '; required when academic_status is true' : ''),
        },
      ]),
    ),
  },
};

export const APPLICATION_CREATED_SCHEMA = {
  type: 'object',
  required: ['id', 'status', 'created_at'],
  properties: {
    id: { type: 'integer', example: 1 },
    status: { type: 'string', enum: [...APPLICATION_STATUSES], example: 'waiting' },
    created_at: { type: 'string', format: 'date-time' },
  },
};

export const FIELD_ERRORS_SCHEMA = {
  type: 'object',
  description: 'The first problem of each field, in the request’s language: { field: [message] }',
  additionalProperties: { type: 'array', items: { type: 'string' } },
  example: { iin: ['ИИН должен состоять из 12 цифр.'] },
};

export const DETAIL_SCHEMA = {
  type: 'object',
  properties: { detail: { type: 'string' } },
};
