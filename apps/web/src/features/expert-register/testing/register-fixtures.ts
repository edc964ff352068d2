import type { ExpertRegisterRowDto, Page } from '@expert-portal/contracts';

const course = { id: 3, title: 'Экспертиза учебных материалов', title_kk: 'Оқу материалдарын сараптау' };

export function registerRow(overrides: Partial<ExpertRegisterRowDto> = {}): ExpertRegisterRowDto {
  return {
    id: 7,
    username: 'kasymov',
    name: 'Касымов Арман',
    email: 'kasymov@example.kz',
    phone: '+77011234567',
    workplace: 'Школа-лицей № 8, Астана',
    id_number: '045612378',
    iin: '850101300123',
    role: 'expert',
    expertized_date: '2026-11-20',
    certificate: {
      id: 11,
      uuid: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
      serial_number: 'EP-2026-000011',
      start_date: '2026-11-20',
      expiration_date: '2027-11-20',
      act_number: '№ 145-П',
      act_number_kk: '№ 145-Б',
      status: 'active',
      course,
      academic_hours: 72,
      education_type: 'Повышение квалификации',
      education_type_kk: 'Біліктілікті арттыру',
      file: 'http://localhost:3000/api/v1/certificates/11/file/ru/',
      verify_url: 'http://localhost:3000/certificates/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
    },
    current_course: course,
    courses: [course, { id: 4, title: 'Оценка учебников', title_kk: 'Оқулықтарды бағалау' }],
    documents: {
      education_diploma: 'http://localhost:3000/api/v1/applications/5/files/education_diploma/',
      academic_degree_certificate: null,
      identity_doc: 'http://localhost:3000/api/v1/applications/5/files/identity_doc/',
    },
    ...overrides,
  };
}

/** A user never enrolled nor certified. */
export function plainRow(id: number, name: string): ExpertRegisterRowDto {
  return registerRow({
    id,
    name,
    username: `user${id}`,
    certificate: null,
    current_course: null,
    courses: [],
    role: 'user',
    expertized_date: null,
    documents: { education_diploma: null, academic_degree_certificate: null, identity_doc: null },
  });
}

export function registerPage(
  results: ExpertRegisterRowDto[],
  count = results.length,
): Page<ExpertRegisterRowDto> {
  return { count, next: null, previous: null, results };
}

export const COURSE_NAMES = [
  { id: 3, title: 'Экспертиза учебных материалов', title_kk: 'Оқу материалдарын сараптау' },
  { id: 4, title: 'Оценка учебников', title_kk: 'Оқулықтарды бағалау' },
];
