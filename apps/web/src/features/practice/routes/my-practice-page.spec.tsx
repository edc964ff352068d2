import type { OwnPracticeTaskDto } from '@expert-portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { heldReply, recordRequests, server } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';
import { reportUploadProgress } from '@/testing/upload-progress';
import { page, practiceAnswer, practicePipeline, practiceTask } from '../testing/my-practice-fixtures';

function answerTasks(tasks: OwnPracticeTaskDto[] | Response) {
  server.use(
    http.get('/api/v1/workflows/candidatePipeline/mine/', () => HttpResponse.json(practicePipeline)),
    http.get('/api/v1/practice/', () => (Array.isArray(tasks) ? HttpResponse.json(page(tasks)) : tasks)),
    http.get('/api/v1/practice/:task/files/:file/', () =>
      HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF').buffer, {
        headers: { 'Content-Type': 'application/pdf' },
      }),
    ),
  );
}

const task = () => screen.findByRole('article', { name: 'Экспертное заключение на учебник' });
const fileInput = (card: HTMLElement) => card.querySelector<HTMLInputElement>('input[type="file"]')!;
const pdf = (name: string, size = 10) =>
  new File(['%PDF'.padEnd(size, ' ')], name, { type: 'application/pdf' });

const saved: string[] = [];
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
beforeEach(async () => {
  saved.length = 0;
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('user');
});

describe('/user/practice', () => {
  it('shows the task with its course, deadline, instruction and files to download', async () => {
    answerTasks([practiceTask()]);
    const requests = recordRequests();
    const { user } = renderApp('/user/practice');

    const card = await task();
    expect(card).toHaveTextContent('Курс: Экспертиза учебных материалов');
    // Kazakhstan time (UTC+5).
    expect(card).toHaveTextContent('Срок сдачи: 20 дек. 2099 г., 23:59');
    expect(card).toHaveTextContent('Проведите экспертизу главы учебника');
    expect(card).toHaveTextContent('Ответ ещё не отправлен.');
    await user.click(within(card).getByRole('button', { name: 'Скачать Шаблон заключения.docx' }));
    await waitFor(() => expect(saved).toEqual(['Шаблон заключения.docx']));
    expect(requests.at(-1)?.url).toBe('/api/v1/practice/5/files/21/');
    expect(requests.find((request) => request.url.startsWith('/api/v1/practice/?'))?.url).toBe(
      '/api/v1/practice/?page_size=200',
    );
  });

  it('sends several files as the answer with progress, then says it was sent', async () => {
    answerTasks([practiceTask()]);
    const reply = heldReply();
    server.use(http.post('/api/v1/practice/:task/answer/', reply.resolver));
    const progress = reportUploadProgress();
    const requests = recordRequests();
    const { user } = renderApp('/user/practice');

    const card = await task();
    await user.upload(fileInput(card), [pdf('Заключение.pdf'), pdf('Приложение.pdf')]);
    expect(within(card).getByRole('list', { name: 'Выбранные файлы' })).toHaveTextContent('Приложение.pdf');
    await user.click(within(card).getByRole('button', { name: 'Отправить ответ' }));

    const answer = () => requests.find((request) => request.method === 'POST');
    await waitFor(() => expect(answer()?.body).toBeDefined());
    const sent = answer()!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/api/v1/practice/5/answer/');
    expect((sent.body as FormData).getAll('files').map((file) => (file as File).name)).toEqual([
      'Заключение.pdf',
      'Приложение.pdf',
    ]);
    progress(50, 100);
    expect(within(card).getByText('Отправка: 50%')).toBeInTheDocument();
    reply.send(HttpResponse.json(practiceAnswer(), { status: 201 }));
    expect(await screen.findByText('Практическое задание отправлено')).toBeInTheDocument();
  });

  it('refuses a file of another type before sending, and shows the server’s refusal', async () => {
    answerTasks([practiceTask()]);
    server.use(
      http.post('/api/v1/practice/:task/answer/', () =>
        HttpResponse.json(
          { detail: 'Срок сдачи задания истёк: ответы больше не принимаются.' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/user/practice');

    const card = await task();
    // The browser's picker offers the accepted types only; a file dropped on it or renamed gets through.
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(card), new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    expect(within(card).getByText(/setup\.exe: Допустимые форматы файлов/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Отправить ответ' })).not.toBeInTheDocument();

    await user.upload(fileInput(card), pdf('Заключение.pdf'));
    await user.click(within(card).getByRole('button', { name: 'Отправить ответ' }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Ошибка при отправке практического задания');
    expect(alert).toHaveTextContent('Срок сдачи задания истёк');
  });

  it('shows the answer’s files and, once graded, the grade and status read-only', async () => {
    answerTasks([
      practiceTask({
        can_answer: false,
        answer: practiceAnswer({
          grade: 64.99,
          passed: false,
          has_grade: true,
          graded_at: '2026-11-10T09:00:00.000Z',
        }),
      }),
      practiceTask({
        id: 6,
        title: 'Рецензия на пособие',
        can_answer: false,
        answer: practiceAnswer({
          id: 41,
          grade: 65,
          passed: true,
          has_grade: true,
          graded_at: '2026-11-10T09:00:00.000Z',
        }),
      }),
    ]);
    renderApp('/user/practice');

    const failed = await task();
    expect(within(failed).getByTestId('practice-grade')).toHaveTextContent('64,99 из 100');
    expect(within(failed).getByTestId('practice-grade')).toHaveTextContent('Не прошёл');
    expect(failed).toHaveTextContent('Ответ оценён, изменить его нельзя.');
    expect(within(failed).getByRole('list', { name: 'Файлы ответа' })).toHaveTextContent(
      'Заключение Касымов.pdf',
    );
    expect(within(failed).queryByRole('button', { name: 'Выбрать файлы' })).not.toBeInTheDocument();

    const passed = screen.getByRole('article', { name: 'Рецензия на пособие' });
    expect(within(passed).getByTestId('practice-grade')).toHaveTextContent('65 из 100');
    expect(within(passed).getByTestId('practice-grade')).toHaveTextContent('Прошёл');
  });

  it('closes uploads once the deadline has passed', async () => {
    answerTasks([practiceTask({ deadline: '2026-01-10T18:59:59.999Z', can_answer: false })]);
    renderApp('/user/practice');

    const card = await task();
    expect(card).toHaveTextContent('Срок истёк');
    expect(card).toHaveTextContent('Срок сдачи прошёл — загрузка ответа закрыта.');
    expect(within(card).queryByRole('button', { name: 'Выбрать файлы' })).not.toBeInTheDocument();
  });

  it('offers to replace the files of an answer not graded yet', async () => {
    answerTasks([practiceTask({ answer: practiceAnswer() })]);
    renderApp('/user/practice');

    const card = await task();
    expect(card).toHaveTextContent('Ответ отправлен и ожидает проверки.');
    expect(card).toHaveTextContent('Новые файлы заменят отправленные, пока ответ не оценён.');
    expect(within(card).getByRole('button', { name: 'Выбрать файлы' })).toBeInTheDocument();
  });

  it('says when there is no task, and when the tasks could not be loaded', async () => {
    answerTasks([]);
    const { unmount } = renderApp('/user/practice');
    expect(await screen.findByText('Вам пока не назначено практическое задание.')).toBeInTheDocument();
    unmount();

    answerTasks(HttpResponse.json({ detail: 'Этап практики для вас сейчас закрыт.' }, { status: 403 }));
    renderApp('/user/practice');
    const alert = await screen.findByRole('alert', { name: 'Не удалось загрузить практические задания' });
    expect(alert).toHaveTextContent('Этап практики для вас сейчас закрыт.');
  });

  it('reads in Kazakh', async () => {
    await i18n.changeLanguage('kk');
    answerTasks([
      practiceTask({
        answer: practiceAnswer({ grade: 72.5, passed: true, has_grade: true }),
        can_answer: false,
      }),
    ]);
    renderApp('/user/practice');

    const card = await screen.findByRole('article', { name: 'Оқулыққа сараптамалық қорытынды' });
    expect(card).toHaveTextContent(
      'Оқулық тарауына сараптама жүргізіп, қорытындыны үлгі бойынша рәсімдеңіз.',
    );
    expect(card).toHaveTextContent('Оқу курсы: Оқу материалдарын сараптау');
    expect(card).toHaveTextContent('Тапсыру мерзімі: 20 желтоқсан 2099, 23:59');
    expect(within(card).getByTestId('practice-grade')).toHaveTextContent('100 ұпайдан 72,5');
    expect(within(card).getByTestId('practice-grade')).toHaveTextContent('Өтті');
  });
});
