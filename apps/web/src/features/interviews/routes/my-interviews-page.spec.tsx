import { screen, within } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { http, HttpResponse } from 'msw';
import { heldReply, recordRequests, server } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';
import {
  interviewPipeline,
  myInterview,
  MY_INTERVIEWS_PATH,
  page,
  PIPELINE_PATH,
} from '../testing/my-interview-fixtures';

/** The candidate's pipeline and invitations; returns what was sent. */
function mockApi(interviews: () => Response | Promise<Response>, pipeline = interviewPipeline()) {
  server.use(
    http.get(PIPELINE_PATH, () => HttpResponse.json(pipeline)),
    http.get(MY_INTERVIEWS_PATH, interviews),
  );
  return recordRequests();
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('user');
});

describe('/user/interview', () => {
  it('shows each invitation with its time in Kazakhstan, its type from the link and a link opening a new tab', async () => {
    const requests = mockApi(() =>
      HttpResponse.json(
        page([
          myInterview(),
          myInterview({
            id: 8,
            name: 'Повторное собеседование',
            interview_time: '2026-05-11T10:30:00.000Z',
            link: 'https://meet.google.com/abc-defg-hij',
            type: 'other',
          }),
        ]),
      ),
    );
    renderApp('/user/interview');

    expect(await screen.findByRole('heading', { name: 'Собеседование', level: 1 })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Собеседование кандидатов, группа 3' });
    expect(first).toHaveTextContent('4 мая 2026 г., 10:00');
    expect(within(first).getByText('Zoom')).toBeInTheDocument();
    const open = within(first).getByRole('link', { name: /Перейти по ссылке/ });
    expect(open).toHaveAttribute('href', 'https://us02web.zoom.us/j/81234567890');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');

    // The type is read from the link, whatever the answer's own field says.
    const second = screen.getByRole('article', { name: 'Повторное собеседование' });
    expect(within(second).getByText('Google Meet')).toBeInTheDocument();
    expect(second).toHaveTextContent('11 мая 2026 г., 15:30');
    expect(screen.queryByText('Приглашения пока нет')).not.toBeInTheDocument();
    expect(requests.find((request) => request.url.startsWith(MY_INTERVIEWS_PATH))?.url).toBe(
      `${MY_INTERVIEWS_PATH}?page=1&page_size=10`,
    );
  });

  it('says that an invitation will appear when there is none yet', async () => {
    mockApi(() => HttpResponse.json(page([])));
    renderApp('/user/interview');

    expect(await screen.findByText('Приглашения пока нет')).toBeInTheDocument();
    expect(
      screen.getByText('Когда вас пригласят на собеседование, приглашение появится здесь.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading and the server’s message when the list fails', async () => {
    const reply = heldReply();
    mockApi(reply.resolver);
    renderApp('/user/interview');

    expect(await screen.findByTestId('interviews-loading')).toBeInTheDocument();
    reply.send(HttpResponse.json({ detail: 'Недостаточно прав.' }, { status: 403 }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить список собеседований');
    expect(alert).toHaveTextContent('Недостаточно прав.');
    expect(screen.queryByTestId('interviews-loading')).not.toBeInTheDocument();
  });

  it('shows the result once the interview is graded', async () => {
    mockApi(() => HttpResponse.json(page([myInterview()])), interviewPipeline({ grade: 100, passed: true }));
    const view = renderApp('/user/interview');

    expect(await screen.findByText('Собеседование пройдено')).toBeInTheDocument();
    expect(screen.getByText('Следующий этап — написание эссе.')).toBeInTheDocument();
    view.unmount();

    mockApi(() => HttpResponse.json(page([myInterview()])), interviewPipeline({ grade: 0, passed: false }));
    renderApp('/user/interview');
    expect(await screen.findByText('Собеседование не пройдено')).toBeInTheDocument();
  });

  it('speaks Kazakh', async () => {
    await i18n.changeLanguage('kk');
    mockApi(() => HttpResponse.json(page([myInterview({ link: 'https://example.org/room/5' })])));
    renderApp('/user/interview');

    const card = await screen.findByRole('article', { name: 'Кандидаттармен сұхбат, 3-топ' });
    expect(card).toHaveTextContent('4 мамыр 2026, 10:00');
    expect(within(card).getByText('Онлайн кездесу')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Сілтемеге өту/ })).toBeInTheDocument();
    expect(screen.getByText('Уақыт Астана уақытымен (UTC+5) көрсетілген.')).toBeInTheDocument();
  });
});
