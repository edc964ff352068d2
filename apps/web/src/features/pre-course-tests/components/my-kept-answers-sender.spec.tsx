import { act, render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { server } from '@/testing/http-server';
import {
  answerQueueFor,
  answerStorageKey,
  holdAnswerQueue,
  keptAnswerKeys,
  resetAnswerQueues,
  testIdOfKey,
} from '../api/answer-queues';
import { MyKeptAnswersSender } from './my-kept-answers-sender';

const KEY_4 = answerStorageKey(4, '2026-11-24T09:00:00.000Z');
const KEY_7 = answerStorageKey(7, '2026-11-25T12:30:00.000Z');

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

function network(up: boolean) {
  online = up;
  act(() => void window.dispatchEvent(new Event(up ? 'online' : 'offline')));
}

/** The answers endpoint of every test: what it saved, in order, as `test:question=options`. */
function answersServer() {
  const saved: string[] = [];
  server.use(
    http.put('/api/v1/pre_course_test/:id/answers/', async ({ params, request }) => {
      if (!online) return HttpResponse.error();
      const body = (await request.json()) as { question_id: number; answer_id: number[] };
      saved.push(`${String(params.id)}:${body.question_id}=${body.answer_id.join(',')}`);
      return HttpResponse.json({ ...body, saved_at: '2026-11-24T09:01:00.000Z', seconds_left: 300 });
    }),
  );
  return saved;
}

function keep(key: string, answers: Array<[number, number[]]>) {
  const kept = answers.map(([question_id, answer_id]) => ({ question_id, answer_id }));
  localStorage.setItem(key, JSON.stringify(kept));
}

/** The candidate area's sender on a page of the area, with a router to go to another one. */
function renderArea(path = '/user/profile') {
  const router = createMemoryRouter([{ path: '/user/*', element: <MyKeptAnswersSender /> }], {
    initialEntries: [path],
  });
  return { ...render(<RouterProvider router={router} />), router };
}

beforeEach(() => {
  online = true;
  localStorage.clear();
  resetAnswerQueues();
});

describe('kept answer keys', () => {
  it('name the test and the attempt, and only they are read as kept answers', () => {
    expect(KEY_4).toBe('ep:pre-course-answers:4:2026-11-24T09:00:00.000Z');
    expect(testIdOfKey(KEY_4)).toBe(4);
    expect(testIdOfKey('ep:pre-course-answers:x:1')).toBeNull();
    expect(testIdOfKey('lang')).toBeNull();
    keep(KEY_4, [[41, [412]]]);
    localStorage.setItem('lang', 'kk');
    expect(keptAnswerKeys()).toEqual([KEY_4]);
  });

  it('give one queue per attempt for the page, running while anyone holds it', () => {
    expect(answerQueueFor(KEY_4)).toBe(answerQueueFor(KEY_4));
    expect(answerQueueFor(KEY_4)).not.toBe(answerQueueFor(KEY_7));
    online = false;
    const queue = answerQueueFor(KEY_4);
    const releaseTest = holdAnswerQueue(KEY_4);
    const releaseArea = holdAnswerQueue(KEY_4);
    queue.enqueue({ question_id: 41, answer_id: [412] });
    releaseTest();
    releaseTest(); // letting go twice counts once
    network(false);
    // Still held by the area: it knows it is offline.
    expect(queue.getState().held).toBe(true);
    releaseArea();
  });
});

describe('MyKeptAnswersSender', () => {
  it('sends what a reload kept, for every attempt, as soon as a page of the area opens', async () => {
    const saved = answersServer();
    keep(KEY_4, [
      [41, [412]],
      [42, [421, 422]],
    ]);
    keep(KEY_7, [[71, [711]]]);
    renderArea();
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(saved.filter((answer) => answer.startsWith('4:'))).toEqual(['4:41=412', '4:42=421,422']);
    expect(saved).toContain('7:71=711');
    expect(keptAnswerKeys()).toEqual([]);
  });

  it('waits while offline and sends when the connection comes back, on any page', async () => {
    const saved = answersServer();
    online = false;
    keep(KEY_4, [[41, [412]]]);
    renderArea();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(saved).toEqual([]);
    network(true);
    await waitFor(() => expect(saved).toEqual(['4:41=412']));
    expect(localStorage.getItem(KEY_4)).toBeNull();
  });

  it('takes on answers the test kept after the area opened, when the candidate goes to another page', async () => {
    const saved = answersServer();
    const { router } = renderArea('/user/tests');
    // The test, open offline, keeps two answers and is closed.
    online = false;
    const releaseTest = holdAnswerQueue(KEY_4);
    answerQueueFor(KEY_4).enqueue({ question_id: 41, answer_id: [412] });
    answerQueueFor(KEY_4).enqueue({ question_id: 43, answer_id: [431] });
    releaseTest();
    await act(() => router.navigate('/user/courses'));
    expect(saved).toEqual([]);
    network(true);
    await waitFor(() => expect(saved).toEqual(['4:41=412', '4:43=431']));
  });

  it('shares the open test’s queue: each answer is sent once', async () => {
    const saved = answersServer();
    online = false;
    keep(KEY_4, [[41, [412]]]);
    renderArea('/user/tests');
    const releaseTest = holdAnswerQueue(KEY_4);
    answerQueueFor(KEY_4).enqueue({ question_id: 42, answer_id: [421] });
    network(true);
    await waitFor(() => expect(saved).toEqual(['4:41=412', '4:42=421']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(saved).toEqual(['4:41=412', '4:42=421']);
    releaseTest();
  });
});
