import { orderedFieldErrors, parseApplicationFields } from './applications';
import { registrationIssues } from './registration';

const body = {
  name: '  Нурланова Алия ',
  id_number: '012345678',
  address: 'Астана',
  iin: '900101000008',
  email: ' aliya@example.kz ',
  phone: '+77012345678',
  bank: 'Halyk Bank',
  iik: 'kz86 125k zt50 0410 0100',
  teacher_category: '1',
  language: '1',
  language_learn: '2',
  workplace: 'Школа',
  subject: '3',
  subject2: '',
  education_level: '6',
  academic_status: 'False',
  level: 'Высшее образование',
};

describe('parseApplicationFields', () => {
  it('normalises the submitted values as the form does, without cutting them', () => {
    const parsed = parseApplicationFields(body);
    expect(parsed.errors).toEqual({});
    expect(parsed.values).toMatchObject({
      name: 'Нурланова Алия',
      email: 'aliya@example.kz',
      phone: '7012345678',
      iik: 'KZ86125KZT5004100100',
      academic_status: 'false',
    });
    expect(parsed.level).toBe('Высшее образование');
    expect(
      registrationIssues({
        values: parsed.values,
        files: { identity_doc: { name: 'a.pdf', size: 1, type: '' } },
      }),
    ).toEqual([]);
  });

  it.each([
    ['+7 701 234 56 78', '7012345678'],
    ['87012345678', '7012345678'],
    ['7012345678', '7012345678'],
    ['+7701234567899', '701234567899'],
    // after +7 only nine digits: not ten by taking the country code as the first one
    ['+7701234567', '701234567'],
    ['+1 234 567 8901', '12345678901'],
  ])('reads the phone %p as %p', (phone, expected) => {
    expect(parseApplicationFields({ ...body, phone }).values.phone).toBe(expected);
  });

  it('refuses unknown parts but reads an empty file part as no file', () => {
    const parsed = parseApplicationFields({
      ...body,
      role: 'admin',
      identity_doc: '',
      other_certificate: 'x',
    });
    expect(parsed.errors).toEqual({
      role: 'application.unexpected_field',
      other_certificate: 'application.unexpected_field',
    });
  });

  it('reports values that are not text, too long, or an academic status other than true/false', () => {
    const parsed = parseApplicationFields({
      ...body,
      name: ['a', 'b'],
      address: 'x'.repeat(501),
      academic_status: 'yes',
    });
    expect(parsed.errors).toEqual({
      name: 'validation.invalid',
      address: 'validation.too_long',
      academic_status: 'validation.invalid',
    });
    // the others are still read
    expect(parsed.values.iin).toBe('900101000008');
    expect(parsed.values.name).toBe('');
  });

  it('reads missing fields as blank', () => {
    expect(parseApplicationFields({}).values.academic_status).toBe('');
  });
});

describe('orderedFieldErrors', () => {
  it('keeps the first problem of each field and answers in form order', () => {
    const errors = orderedFieldErrors(
      { subject: 'registration.unknown_reference', zzz: 'application.unexpected_field' },
      { subject: 'registration.subject', name: 'registration.name', identity_doc: 'registration.file_type' },
    );
    expect(Object.entries(errors)).toEqual([
      ['name', ['registration.name']],
      ['identity_doc', ['registration.file_type']],
      ['subject', ['registration.unknown_reference']],
      ['zzz', ['application.unexpected_field']],
    ]);
  });
});
