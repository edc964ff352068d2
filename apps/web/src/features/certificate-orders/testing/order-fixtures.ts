import type {
  CertificateOrderDto,
  CourseNameDto,
  EligibleUserDto,
  OrderUserDto,
  OrderUserStatus,
} from '@expert-portal/contracts';
import { mockFetch, type MockAnswer, type RecordedRequest } from '@/testing/fetch-mock';

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

/** What the fake API holds; tests read it after acting and put a failure on a path to answer it instead. */
export interface FakeServer {
  role: string;
  eligible: Record<number, EligibleUserDto[]>;
  orders: FakeOrder[];
  /** `METHOD /path/` → the answer given instead of the normal one. */
  failures: Record<string, MockAnswer>;
}

export const urlOf = (request: RecordedRequest) => new URL(request.url, 'http://portal');

export const calls = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && urlOf(request).pathname === path);

function pageOf<T>(rows: T[], url: URL): MockAnswer {
  const size = Number(url.searchParams.get('page_size') ?? 20);
  const page = Number(url.searchParams.get('page') ?? 1);
  const results = rows.slice((page - 1) * size, page * size);
  const more = page * size < rows.length;
  return {
    status: 200,
    body: {
      count: rows.length,
      next: more ? `${url.pathname}?page=${page + 1}` : null,
      previous: null,
      results,
    },
  };
}

function usersOf(body: unknown): number[] {
  const { user_id, user_ids } = body as { user_id?: number; user_ids?: number[] };
  return user_ids ?? (user_id === undefined ? [] : [user_id]);
}

// A step over a list of users: all of them at `from`, or nothing happens and the server answers 409.
function step(order: FakeOrder, ids: number[], from: OrderUserStatus, to: OrderUserStatus): MockAnswer {
  const users = order.users.filter((user) => ids.includes(user.id));
  if (users.length !== ids.length || users.some((user) => user.status !== from))
    return { status: 409, body: { detail: 'Пользователи не ожидают этого шага.' } };
  for (const user of users) {
    user.status = to;
    if (to === 'awaiting_director') user.signed_by_deputy_at = '2026-11-25T06:00:00.000Z';
    if (to === 'approved') user.approved_by_director_at = '2026-11-25T07:00:00.000Z';
  }
  return { status: 200, body: orderDto(order) };
}

/** The certificate-order API over `server`, recording every request. */
export function mockOrdersApi(server: FakeServer): RecordedRequest[] {
  return mockFetch((request) => {
    const url = urlOf(request);
    const path = url.pathname;
    const failure = server.failures[`${request.method} ${path}`];
    if (failure) return failure;
    if (path === '/api/v1/users/profile/')
      return { status: 200, body: { id: 1, name: 'Сотрудник', username: server.role, role: server.role } };
    if (path === '/api/v1/courses/names/') return { status: 200, body: COURSES };

    const eligible = path.match(/^\/api\/v1\/courses\/(\d+)\/eligible_for_certificate\/$/);
    if (eligible) return pageOf(server.eligible[Number(eligible[1])] ?? [], url);

    const generate = path.match(/^\/api\/v1\/courses\/(\d+)\/generate_certificate\/$/);
    if (generate && request.method === 'POST') {
      const approved = server.orders
        .filter((order) => order.course.id === Number(generate[1]))
        .flatMap((order) => order.users.filter((user) => user.status === 'approved'));
      if (approved.length === 0)
        return { status: 400, body: { detail: 'По этому курсу нет утверждённых пользователей.' } };
      for (const user of approved) user.status = 'issued';
      return { status: 200, body: { issued: approved.length, certificates: [] } };
    }

    if (path === '/api/v1/certificate-issuances/' && request.method === 'POST') {
      const body = request.body as { course: number; act_number: string; act_number_kk: string };
      const users = server.eligible[body.course] ?? [];
      if (users.length === 0) return { status: 400, body: { detail: 'Нет готовых к сертификату.' } };
      const order = fakeOrder(
        100 + server.orders.length,
        users.map((user) => ({ ...orderUser(user.id, 'awaiting_deputy'), name: user.name })),
        {
          course: COURSES.find((course) => course.id === body.course),
          act_number: body.act_number,
          act_number_kk: body.act_number_kk,
        },
      );
      server.orders.push(order);
      server.eligible[body.course] = [];
      return { status: 201, body: orderDto(order) };
    }
    if (path === '/api/v1/certificate-issuances/') {
      const course = url.searchParams.get('course');
      const awaiting = url.searchParams.get('awaiting');
      const search = url.searchParams.get('search')?.toLowerCase();
      // As the order's machine: the deputy's signature is taken while someone awaits it.
      const rows = server.orders
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
    }

    const action = path.match(/^\/api\/v1\/certificate-issuances\/(\d+)\/([a-z_-]+)\/$/);
    const order = action && server.orders.find((item) => item.id === Number(action[1]));
    if (action && order) {
      if (action[2] === 'approve_by_deputy')
        return step(order, usersOf(request.body), 'awaiting_deputy', 'awaiting_director');
      if (action[2] === 'approve_by_director')
        return step(order, usersOf(request.body), 'awaiting_director', 'approved');
      if (action[2] === 'approved-by-deputy-users')
        return pageOf(
          order.users
            .filter((user) => user.status === 'awaiting_director')
            .map(({ id, name, username, signed_by_deputy_at }) => ({
              id,
              name,
              username,
              signed_by_deputy_at,
            })),
          url,
        );
    }
    return { status: 404, body: { detail: 'Не найдено.' } };
  });
}
