import type { ApplicationDetailDto, ApplicationDto } from '@expert-portal/contracts';
import { http, HttpResponse } from 'msw';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';

const ref = (id: number, name: string) => ({ id, name, name_ru: name, name_kk: name });

/** An application as the list answers it; `overrides` set what a test is about. */
export function application(id: number, overrides: Partial<ApplicationDto> = {}): ApplicationDto {
  return {
    id,
    user: null,
    name: `Заявитель ${id}`,
    email: `applicant${id}@example.kz`,
    phone: '+77012345678',
    id_number: '012345678',
    iin: `9001013001${String(id).padStart(2, '0')}`,
    iik: 'KZ86125KZT5004100100',
    bank: 'Halyk Bank',
    address: 'Астана, пр. Мангилик Ел, 8',
    workplace: 'Школа-лицей № 1',
    academic_status: false,
    status: 'waiting',
    awaiting: 'staff',
    approved: false,
    approved_role: null,
    signed_by_staff: false,
    staff_signed: false,
    signed_by_staff_at: null,
    signed_by_deputy: false,
    deputy_signed: false,
    signed_by_deputy_at: null,
    rejected_by: null,
    rejected_at: null,
    rejection_reason: null,
    rejection_comment: null,
    approbations: [],
    language: ref(1, 'Казахский язык'),
    language_learn: ref(2, 'Русский язык'),
    education_level: ref(6, 'Высшее образование'),
    subject: ref(3, 'Физика'),
    subject2: null,
    teacher_category: ref(1, 'педагог-эксперт'),
    level: 'Высшее образование',
    has_academic_degree_certificate: false,
    files: [
      {
        field: 'identity_doc',
        name: 'Удостоверение.pdf',
        mime: 'application/pdf',
        size: 1024,
        url: `http://api.local/api/v1/applications/${id}/files/identity_doc/`,
      },
    ],
    education_diploma: null,
    academic_degree_certificate: null,
    employment_certificate: null,
    best_teacher_certificate: null,
    identity_doc: `http://api.local/api/v1/applications/${id}/files/identity_doc/`,
    created_at: '2026-03-02T09:15:00.000Z',
    ...overrides,
  };
}

export function detail(app: ApplicationDto, allowed: string[]): ApplicationDetailDto {
  return {
    ...app,
    signing: {
      instance_id: `instance-${app.id}`,
      state: app.awaiting === 'deputy' ? 'awaiting_deputy' : 'waiting',
      revision: 1,
      allowed_events: allowed.map((type) => ({ type, schema: {} })),
      history_url: `http://api.local/api/v1/workflow-instances/instance-${app.id}/history/`,
    },
  };
}

export const PROFILE = { id: 7, name: 'Серикова Дана', username: 'staff', first_name: '', last_name: '' };

export const REASONS = [
  { id: 1, description: 'Неполный пакет документов' },
  { id: 2, description: 'Несоответствие требованиям' },
];

export const HISTORY = [
  {
    revision: 1,
    type: 'xstate.init',
    payload: {},
    actor: { id: null, role: 'public', name: null },
    from_state: null,
    to_state: 'waiting',
    at: '2026-03-02T09:15:00.000Z',
  },
];

export const urlOf = (request: SentRequest) => new URL(request.url, 'http://portal');

/** An answer of the screens' API: a status and a JSON body. */
interface Answer {
  status: number;
  body?: unknown;
}

type Route = (request: Request, url: URL) => Answer | undefined;

/**
 * The API of these screens as MSW handlers: `route` answers first; the profile, the reference lists and the
 * history always answer, anything else is not found. Returns what was sent, for assertions.
 */
export function mockApplicationsApi(role: string, route: Route): SentRequest[] {
  const answer = ({ status, body }: Answer) => HttpResponse.json(body ?? null, { status });
  server.use(
    http.all('/api/v1/*', ({ request }) => {
      const url = new URL(request.url);
      const routed = route(request, url);
      if (routed) return answer(routed);
      if (url.pathname === '/api/v1/users/profile/')
        return answer({ status: 200, body: { ...PROFILE, role } });
      if (url.pathname === '/api/v1/reject_reasons/') {
        return answer({ status: 200, body: { count: 2, next: null, previous: null, results: REASONS } });
      }
      if (url.pathname === '/api/v1/education_level/') {
        return answer({ status: 200, body: { count: 0, next: null, previous: null, results: [] } });
      }
      if (url.pathname.endsWith('/history/')) return answer({ status: 200, body: HISTORY });
      return answer({ status: 404, body: { detail: 'Не найдено.' } });
    }),
  );
  return recordRequests();
}

export const page = (results: ApplicationDto[], count = results.length) => ({
  status: 200,
  body: { count, next: null, previous: null, results },
});

/** The list calls among the recorded ones (not the details, reasons or actions). */
export const listCalls = (requests: SentRequest[]) =>
  requests.filter((request) => urlOf(request).pathname === '/api/v1/applications/');
