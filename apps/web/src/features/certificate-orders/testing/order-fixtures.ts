import type {
  CertificateOrderDto,
  CourseNameDto,
  EligibleUserDto,
  OrderUserDto,
  OrderUserStatus,
} from '@expert-portal/contracts';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { recordRequests, server as httpServer, type SentRequest } from '@/testing/http-server';

export const COURSES: CourseNameDto[] = [
  { id: 1, title: 'Педагогика и методика', title_kk: 'Педагогика және әдістеме' },
  { id: 2, title: 'Оценивание учебных достижений', title_kk: 'Оқу жетістіктерін бағалау' },
];

export const eligibleUser = (id: number, overrides: Partial<EligibleUserDto> = {}): EligibleUserDto => ({
  id,
  name: `Слушатель ${id}`,
  username: `user${id}`,
  expertized_date: null,
  ...overrides,
});

export interface FakeOrder {
  id: number;
  course: CourseNameDto;
  act_number: string;
  act_number_kk: string;
  created_at: string;
  users: OrderUserDto[];
}

export const orderUser = (id: number, status: OrderUserStatus): OrderUserDto => ({
  id,
  name: `Слушатель ${id}`,
  username: `user${id}`,
  status,
  signed_by_deputy_at: status === 'awaiting_deputy' ? null : '2026-11-20T05:00:00.000Z',
  approved_by_director_at: status === 'approved' || status === 'issued' ? '2026-11-21T05:00:00.000Z' : null,
  certificate_id: status === 'issued' ? 1000 + id : null,
});

export function fakeOrder(id: number, users: OrderUserDto[], overrides: Partial<FakeOrder> = {}): FakeOrder {
  return {
    id,
    course: COURSES[0],
    act_number: `${id}-П`,
    act_number_kk: `${id}-Б`,
    created_at: '2026-11-19T05:30:00.000Z',
    users,
    ...overrides,
  };
}

const countOf = (order: FakeOrder, status: OrderUserStatus) =>
  order.users.filter((user) => user.status === status).length;

/** An order as the list endpoints answer it (the projection's counts). */
export function orderDto(order: FakeOrder): CertificateOrderDto {
  const awaitingDeputy = countOf(order, 'awaiting_deputy');
  const awaitingDirector = countOf(order, 'awaiting_director');
  const pending = awaitingDeputy + awaitingDirector;
  return {
    id: order.id,
    course: order.course,
    act_number: order.act_number,
    act_number_kk: order.act_number_kk,
    created_at: order.created_at,
    status:
      countOf(order, 'issued') === order.users.length ? 'completed' : pending > 0 ? 'pending' : 'signed',
    all_signed: pending === 0,
    users_count: order.users.length,
    pending_users_count: pending,
    awaiting_deputy_count: awaitingDeputy,
    awaiting_director_count: awaitingDirector,
    approved_count: countOf(order, 'approved'),
    issued_count: countOf(order, 'issued'),
    pending_users: order.users
      .filter((user) => user.status === 'awaiting_deputy')
      .map(({ id, name, username }) => ({ id, name, username })),
  };
}

/** An answer of the fake API: a status and a JSON body. */
export interface Answer {
  status: number;
  body: JsonBodyType;
}

/** What the fake API holds; tests read it after acting and put a failure on a path to answer it instead. */
export interface FakeServer {
  role: string;
  eligible: Record<number, EligibleUserDto[]>;
  orders: FakeOrder[];
  /** `METHOD /path/` → the answer given instead of the normal one. */
  failures: Record<string, Answer>;
}

export const urlOf = (request: SentRequest) => new URL(request.url, 'http://portal');

export const calls = (requests: SentRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && urlOf(request).pathname === path);

const reply = ({ status, body }: Answer) => HttpResponse.json(body, { status });
const refusal = (status: number, detail: string) => reply({ status, body: { detail } });

function pageOf<T extends JsonBodyType>(rows: T[], url: URL) {
  const size = Number(url.searchParams.get('page_size') ?? 20);
  const page = Number(url.searchParams.get('page') ?? 1);
  const results = rows.slice((page - 1) * size, page * size);
  const more = page * size < rows.length;
  return HttpResponse.json({
    count: rows.length,
    next: more ? `${url.pathname}?page=${page + 1}` : null,
    previous: null,
    results,
  });
}

function usersOf(body: { user_id?: number; user_ids?: number[] }): number[] {
  return body.user_ids ?? (body.user_id === undefined ? [] : [body.user_id]);
}

// A step over a list of users: all of them at `from`, or nothing happens and the server answers 409.
function step(order: FakeOrder, ids: number[], from: OrderUserStatus, to: OrderUserStatus) {
  const users = order.users.filter((user) => ids.includes(user.id));
  if (users.length !== ids.length || users.some((user) => user.status !== from))
    return refusal(409, 'Пользователи не ожидают этого шага.');
  for (const user of users) {
    user.status = to;
    if (to === 'awaiting_director') user.signed_by_deputy_at = '2026-11-25T06:00:00.000Z';
    if (to === 'approved') user.approved_by_director_at = '2026-11-25T07:00:00.000Z';
  }
  return HttpResponse.json(orderDto(order));
}

const ORDERS_PATH = '/api/v1/certificate-issuances/';

/** The certificate-order API over `fake` as MSW handlers; returns what was sent. */
export function mockOrdersApi(fake: FakeServer): SentRequest[] {
  const orderOf = (id: unknown) => fake.orders.find((order) => order.id === Number(id));
  const usersStep = (from: OrderUserStatus, to: OrderUserStatus) =>
    http.post<{ id: string }, { user_id?: number; user_ids?: number[] }>(
      `${ORDERS_PATH}:id/${from === 'awaiting_deputy' ? 'approve_by_deputy' : 'approve_by_director'}/`,
      async ({ params, request }) => {
        const order = orderOf(params.id);
        if (!order) return refusal(404, 'Не найдено.');
        return step(order, usersOf(await request.json()), from, to);
      },
    );
  httpServer.use(
    // A failure put on a path answers first; any other request goes on to the routes below.
    http.all('/api/v1/*', ({ request }) => {
      const failure = fake.failures[`${request.method} ${new URL(request.url).pathname}`];
      return failure && reply(failure);
    }),
    http.get('/api/v1/users/profile/', () =>
      HttpResponse.json({ id: 1, name: 'Сотрудник', username: fake.role, role: fake.role }),
    ),
    http.get('/api/v1/courses/names/', () => HttpResponse.json(COURSES)),
    http.get('/api/v1/courses/:id/eligible_for_certificate/', ({ params, request }) =>
      pageOf(fake.eligible[Number(params.id)] ?? [], new URL(request.url)),
    ),
    http.post('/api/v1/courses/:id/generate_certificate/', ({ params }) => {
      const approved = fake.orders
        .filter((order) => order.course.id === Number(params.id))
        .flatMap((order) => order.users.filter((user) => user.status === 'approved'));
      if (approved.length === 0) return refusal(400, 'По этому курсу нет утверждённых пользователей.');
      for (const user of approved) user.status = 'issued';
      return HttpResponse.json({ issued: approved.length, certificates: [] });
    }),
    http.post<never, { course: number; act_number: string; act_number_kk: string }>(
      ORDERS_PATH,
      async ({ request }) => {
        const body = await request.json();
        const users = fake.eligible[body.course] ?? [];
        if (users.length === 0) return refusal(400, 'Нет готовых к сертификату.');
        const order = fakeOrder(
          100 + fake.orders.length,
          users.map((user) => ({ ...orderUser(user.id, 'awaiting_deputy'), name: user.name })),
          {
            course: COURSES.find((course) => course.id === body.course),
            act_number: body.act_number,
            act_number_kk: body.act_number_kk,
          },
        );
        fake.orders.push(order);
        fake.eligible[body.course] = [];
        return HttpResponse.json(orderDto(order), { status: 201 });
      },
    ),
    http.get(ORDERS_PATH, ({ request }) => {
      const url = new URL(request.url);
      const course = url.searchParams.get('course');
      const awaiting = url.searchParams.get('awaiting');
      const search = url.searchParams.get('search')?.toLowerCase();
      // As the order's machine: the deputy's signature is taken while someone awaits it.
      const rows = fake.orders
        .map(orderDto)
        .map((order) => ({
          ...order,
          allowed_events: order.awaiting_deputy_count > 0 ? ['deputy.sign'] : [],
        }))
        .filter((order) => !course || order.course.id === Number(course))
        .filter((order) => awaiting !== 'deputy' || order.awaiting_deputy_count > 0)
        .filter((order) => awaiting !== 'director' || order.awaiting_director_count > 0)
        .filter(
          (order) =>
            !search ||
            `${order.act_number} ${order.act_number_kk} ${order.course.title}`.toLowerCase().includes(search),
        );
      return pageOf(rows, url);
    }),
    usersStep('awaiting_deputy', 'awaiting_director'),
    usersStep('awaiting_director', 'approved'),
    http.get(`${ORDERS_PATH}:id/approved-by-deputy-users/`, ({ params, request }) => {
      const order = orderOf(params.id);
      if (!order) return refusal(404, 'Не найдено.');
      return pageOf(
        order.users
          .filter((user) => user.status === 'awaiting_director')
          .map(({ id, name, username, signed_by_deputy_at }) => ({
            id,
            name,
            username,
            signed_by_deputy_at,
          })),
        new URL(request.url),
      );
    }),
  );
  return recordRequests();
}
