import type { CertificateDto, Page, PublicCertificateDto } from '@expert-portal/contracts';

export const CERTIFICATE_UUID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

const course = {
  id: 3,
  title: 'Экспертиза учебных материалов',
  title_kk: 'Оқу материалдарын сараптау',
  academic_hours: 72,
  education_type: 'Повышение квалификации',
  education_type_kk: 'Біліктілікті арттыру',
  certificate_organizations: [
    { id: 1, name_ru: 'Национальная академия образования', name_kk: 'Ұлттық білім академиясы' },
  ],
};

export function certificate(overrides: Partial<CertificateDto> = {}): CertificateDto {
  return {
    id: 11,
    uuid: CERTIFICATE_UUID,
    user: { id: 7, name: 'Касымов Арман' },
    serial_number: 'EP-2026-000011',
    start_date: '2026-11-20',
    expiration_date: '2027-11-20',
    act_number: '№ 145-П',
    act_number_kk: '№ 145-Б',
    status: 'active',
    revoked_at: null,
    revoke_reason: null,
    course,
    file: '/api/v1/certificates/11/file/ru/',
    file_ru: '/api/v1/certificates/11/file/ru/',
    file_kk: '/api/v1/certificates/11/file/kk/',
    docx_ru: null,
    docx_kk: null,
    verify_url: `http://localhost:3000/certificates/${CERTIFICATE_UUID}`,
    credential: 'eyJhbGciOiJFZERTQSJ9.e30.c2ln',
    sha256_ru: null,
    sha256_kk: null,
    documents_ready: true,
    created_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function publicCertificate(overrides: Partial<PublicCertificateDto> = {}): PublicCertificateDto {
  const { user: _user, file: _file, docx_ru: _ru, docx_kk: _kk, ...rest } = certificate();
  return {
    ...rest,
    user: { name: 'Касымов Арман' },
    file_ru: `/api/v1/certificates/search/${CERTIFICATE_UUID}/file/ru/`,
    file_kk: `/api/v1/certificates/search/${CERTIFICATE_UUID}/file/kk/`,
    issuer: { name_ru: 'Национальная академия образования', name_kk: 'Ұлттық білім академиясы' },
    previous_hashes: [],
    credential_status: {
      status_list_credential: 'http://localhost:3000/api/v1/certificates/status/1/',
      status_list_index: '94321',
      revoked: false,
    },
    ...overrides,
  };
}

export function page<T>(results: T[]): Page<T> {
  return { count: results.length, next: null, previous: null, results };
}
