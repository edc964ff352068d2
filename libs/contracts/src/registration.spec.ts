import {
  FIELD_STEPS,
  emptyRegistrationValues,
  fieldIssue,
  firstRegistrationIssue,
  isAcceptedFile,
  isFieldFilled,
  normalizeFieldInput,
  normalizeFieldValue,
  registrationIssues,
  registrationProgress,
  stepFieldIssues,
  type FileInfo,
  type RegistrationFiles,
  type RegistrationForm,
  type RegistrationValues,
} from './registration';

const pdf = (name = 'doc.pdf'): FileInfo => ({ name, size: 1000, type: 'application/pdf' });

function validForm(
  values: Partial<RegistrationValues> = {},
  files: RegistrationFiles = {},
): RegistrationForm {
  return {
    values: {
      ...emptyRegistrationValues(),
      name: 'Нурланова Алия Сериковна',
      id_number: '012345678',
      address: 'Астана, пр. Мангилик Ел, 8',
      iin: '900101000008',
      email: 'aliya@example.kz',
      phone: '7012345678',
      bank: 'Halyk Bank',
      iik: 'KZ86125KZT5004100100',
      teacher_category: '1',
      language: '1',
      language_learn: '2',
      workplace: 'Школа-лицей № 1',
      subject: '3',
      subject2: '',
      education_level: '6',
      academic_status: 'false',
      ...values,
    },
    files: { identity_doc: pdf(), ...files },
  };
}

describe('registration submit checks', () => {
  it('passes a complete form', () => {
    expect(registrationIssues(validForm())).toEqual([]);
    expect(firstRegistrationIssue(validForm())).toBeNull();
  });

  // Each row breaks one value of a valid form: the message it must give, in the order the form checks them.
  const cases: Array<[string, Partial<RegistrationValues>, RegistrationFiles | null, string, string]> = [
    ['name blank', { name: '   ' }, null, 'name', 'registration.name'],
    ['id_number 8 digits', { id_number: '01234567' }, null, 'id_number', 'registration.id_number'],
    ['id_number with a letter', { id_number: '01234567a' }, null, 'id_number', 'registration.id_number'],
    ['address blank', { address: '' }, null, 'address', 'registration.address'],
    ['iin 11 digits', { iin: '90010100000' }, null, 'iin', 'registration.iin'],
    ['iin wrong check digit', { iin: '900101000007' }, null, 'iin', 'registration.iin_check_digit'],
    ['email without a dot', { email: 'aliya@example' }, null, 'email', 'registration.email'],
    ['email without @', { email: 'aliya.example.kz' }, null, 'email', 'registration.email'],
    ['phone 9 digits', { phone: '701234567' }, null, 'phone', 'registration.phone'],
    ['phone 11 digits', { phone: '77012345678' }, null, 'phone', 'registration.phone'],
    [
      'identity document missing',
      {},
      { identity_doc: undefined },
      'identity_doc',
      'registration.identity_doc',
    ],
    ['bank blank', { bank: ' ' }, null, 'bank', 'registration.bank'],
    ['iik blank', { iik: '' }, null, 'iik', 'registration.iik'],
    ['iik not KZ', { iik: 'DE89370400440532013000' }, null, 'iik', 'registration.iik_format'],
    ['iik wrong check digits', { iik: 'KZ87125KZT5004100100' }, null, 'iik', 'registration.iik_check_digits'],
    [
      'teacher_category not numeric',
      { teacher_category: 'x' },
      null,
      'teacher_category',
      'registration.teacher_category',
    ],
    ['language missing', { language: '' }, null, 'language', 'registration.language'],
    ['language_learn missing', { language_learn: '' }, null, 'language_learn', 'registration.language_learn'],
    ['workplace blank', { workplace: '' }, null, 'workplace', 'registration.workplace'],
    ['subject missing', { subject: '' }, null, 'subject', 'registration.subject'],
    ['subject2 equal to subject', { subject2: '3' }, null, 'subject2', 'registration.subject2_same'],
    [
      'education_level missing',
      { education_level: '' },
      null,
      'education_level',
      'registration.education_level',
    ],
    [
      'academic status yes without its document',
      { academic_status: 'true' },
      null,
      'academic_degree_certificate',
      'registration.academic_degree_certificate',
    ],
  ];

  it.each(cases)('%s → %s', (_, values, files, field, message) => {
    const form = validForm(values, files ?? {});
    if (files && 'identity_doc' in files && !files.identity_doc) delete form.files.identity_doc;
    const issues = registrationIssues(form);
    expect(issues).toEqual([{ field, step: FIELD_STEPS[field as keyof typeof FIELD_STEPS], message }]);
  });

  it('accepts what the stricter checks allow', () => {
    expect(registrationIssues(validForm({ subject2: '4' }))).toEqual([]);
    expect(
      registrationIssues(validForm({ academic_status: 'true' }, { academic_degree_certificate: pdf() })),
    ).toEqual([]);
    // the diploma and employment certificate are shown as required but not checked
    expect(registrationIssues(validForm({}, {}))).toEqual([]);
  });

  it('reports every failing field once, in the spec order, with its first message', () => {
    const form: RegistrationForm = { values: emptyRegistrationValues(), files: {} };
    form.values.academic_status = 'true';
    const issues = registrationIssues(form);
    expect(issues.map((issue) => issue.field)).toEqual([
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
      'education_level',
      'academic_degree_certificate',
    ]);
    // the IIN and the IIK report their basic message, not their stricter ones as well
    expect(issues.find((issue) => issue.field === 'iin')?.message).toBe('registration.iin');
    expect(issues.find((issue) => issue.field === 'iik')?.message).toBe('registration.iik');
    expect(new Set(issues.map((issue) => issue.field)).size).toBe(issues.length);
    expect(firstRegistrationIssue(form)).toEqual({ field: 'name', step: 1, message: 'registration.name' });
  });

  it('gives each issue the step its field is on', () => {
    const issues = registrationIssues({ values: emptyRegistrationValues(), files: {} });
    expect(issues.find((issue) => issue.field === 'iik')?.step).toBe(1);
    expect(issues.find((issue) => issue.field === 'workplace')?.step).toBe(2);
  });
});

describe('input normalisation', () => {
  it.each([
    ['id_number', '01-234 5678 9', '012345678'],
    ['iin', '9001 0100 0008 77', '900101000008'],
    ['phone', '+7 (701) 234-56-78', '7012345678'],
    ['phone', '87012345678', '7012345678'],
    ['phone', '7012345678', '7012345678'],
    ['phone', '+7 701 234 56 789', '7701234567'],
    ['phone', '97012345678', '9701234567'],
    ['iik', 'kz86 125k zt50 0410 0100 99', 'KZ86125KZT5004100100'],
    ['name', '  Алия  ', '  Алия  '],
  ] as const)('normalizeFieldInput(%s, %p) = %p', (field, input, expected) => {
    expect(normalizeFieldInput(field, input)).toBe(expected);
  });

  it('keeps the whole value without the caps, so a too long submission fails instead of being cut', () => {
    expect(normalizeFieldValue('phone', '+7 (701) 234-56-78')).toBe('7012345678');
    expect(normalizeFieldValue('phone', '8 701 234 56 78')).toBe('7012345678');
    expect(normalizeFieldValue('phone', '+7 701 234 56 789')).toBe('770123456789');
    expect(normalizeFieldValue('iin', '9001010000081')).toBe('9001010000081');
    expect(normalizeFieldValue('id_number', '0123456789')).toBe('0123456789');
    expect(normalizeFieldValue('iik', 'kz86 125k zt50 0410 0100 99')).toBe('KZ86125KZT500410010099');
  });
});

describe('accepted files', () => {
  it.each(['a.pdf', 'A.PDF', 'scan.jpg', 'scan.jpeg', 'photo.png', 'many.dots.pdf'])('accepts %s', (name) => {
    expect(isAcceptedFile(pdf(name))).toBe(true);
  });

  it.each(['virus.exe', 'doc.docx', 'pdf', 'archive.pdf.zip', 'noextension'])('refuses %s', (name) => {
    expect(isAcceptedFile(pdf(name))).toBe(false);
  });
});

describe('completion percent', () => {
  it('is zero for a blank form', () => {
    expect(registrationProgress({ values: emptyRegistrationValues(), files: {} })).toEqual({
      step1: 0,
      step2: 0,
      step3: 0,
      overall: 0,
    });
  });

  it('counts the nine step-1 fields, the six step-2 fields and the two certificates', () => {
    const form = validForm({}, { best_teacher_certificate: pdf() });
    expect(registrationProgress(form)).toEqual({ step1: 100, step2: 100, step3: 50, overall: 100 });
    form.files.other_certificate = pdf();
    expect(registrationProgress(form).step3).toBe(100);
  });

  it('reads 100% overall for a complete application without the optional certificates', () => {
    expect(registrationProgress(validForm())).toEqual({ step1: 100, step2: 100, step3: 0, overall: 100 });
  });

  it('weighs every required field alike overall: 12 of the 15 is 80%', () => {
    const form = validForm();
    form.values.workplace = '';
    form.values.subject = '';
    form.values.education_level = '';
    expect(registrationProgress(form)).toMatchObject({ step1: 100, step2: 50, overall: 80 });
  });

  it('counts step-1 fields only when they are valid ("filled valid fields")', () => {
    const values = { ...emptyRegistrationValues(), email: 'not-an-email', phone: '70123', iin: '9001' };
    expect(registrationProgress({ values, files: {} }).step1).toBe(0);
    values.email = 'a@b.kz'; // 1 of 9
    expect(registrationProgress({ values, files: {} }).step1).toBe(11);
    values.phone = '7012345678'; // 2 of 9
    expect(registrationProgress({ values, files: {} }).step1).toBe(22);
    values.iin = '900101000007'; // 12 digits, but a wrong check digit: still 2 of 9
    expect(registrationProgress({ values, files: {} }).step1).toBe(22);
    values.iin = '900101450129'; // a real IIN: 3 of 9
    expect(registrationProgress({ values, files: {} }).step1).toBe(33);
  });

  it('counts the other step-1 fields when filled validly, and the identity document when chosen', () => {
    const values = {
      ...emptyRegistrationValues(),
      name: 'А',
      id_number: '1', // not 9 digits: not counted
      address: 'А',
      bank: 'Б',
      iik: 'K', // not an IBAN: not counted
    };
    expect(registrationProgress({ values, files: { identity_doc: pdf() } }).step1).toBe(44);
    values.id_number = '045612378';
    values.iik = 'KZ12601A861000123456';
    expect(registrationProgress({ values, files: { identity_doc: pdf() } }).step1).toBe(67);
  });

  it('reports one field at a time, and on a step only the filled fields that fail', () => {
    const form = validForm();
    form.values.iin = '900101000007';
    form.values.email = '';
    expect(fieldIssue(form, 'iin')?.message).toBe('registration.iin_check_digit');
    expect(fieldIssue(form, 'name')).toBeNull();
    expect(stepFieldIssues(form, 1).map((issue) => issue.field)).toEqual(['iin']);
    expect(stepFieldIssues(form, 2)).toEqual([]);
    expect(isFieldFilled(form, 'email')).toBe(false);
    expect(isFieldFilled(form, 'identity_doc')).toBe(true);
  });

  it('counts step 2 by six filled fields, rounding each step and the overall (2 of 15 required)', () => {
    const values = { ...emptyRegistrationValues(), teacher_category: '1', language: '1' };
    expect(registrationProgress({ values, files: {} })).toEqual({
      step1: 0,
      step2: 33,
      step3: 0,
      overall: 13,
    });
    values.workplace = 'Школа';
    values.subject2 = '2'; // not one of the six
    expect(registrationProgress({ values, files: {} }).step2).toBe(50);
  });
});
