import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';
import type { PipelineView } from '@/shared/api/candidate-pipeline';
import { candidateProfile, pipelineView } from '../testing/candidate-fixtures';

const PIPELINE_PATH = '/api/v1/workflows/candidatePipeline/mine/';

/** The API: the profile, and the pipeline's answers in turn (the last one repeats); returns what was sent. */
function mockApi(...pipelines: (PipelineView | Response)[]) {
  let served = 0;
  server.use(
    http.get('/api/v1/users/profile/', () => HttpResponse.json(candidateProfile())),
    http.get(PIPELINE_PATH, () => {
      const answer = pipelines[Math.min(served, pipelines.length - 1)];
      served += 1;
      return answer instanceof Response ? answer.clone() : HttpResponse.json(answer);
    }),
  );
  return recordRequests();
}

const refusal = (status: number, detail: string) => HttpResponse.json({ detail }, { status });

const sidebar = () => within(screen.getByRole('navigation', { name: i18n.t('common:nav.sections') }));

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('user');
});

describe('the stage markers of the candidate sidebar', () => {
  it('mark each stage open or locked as the pipeline says, and nothing else', async () => {
    mockApi(pipelineView({ position: 'interview', unlocked_stages: ['tests', 'interview'] }));
    renderApp('/user');

    expect(await sidebar().findByRole('link', { name: 'Тесты Этап открыт' })).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Собеседование Этап открыт' })).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Написание эссе Этап закрыт' })).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Теория Этап закрыт' })).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Практика Этап закрыт' })).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Личный кабинет' })).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Сертификат' })).toBeInTheDocument();
  });

  it('are asked for again when the window regains focus, so a newly opened stage shows', async () => {
    const requests = mockApi(
      pipelineView({ position: 'tests', unlocked_stages: ['tests'] }),
      pipelineView({ position: 'interview', unlocked_stages: ['tests', 'interview'] }),
    );
    renderApp('/user');
    expect(await sidebar().findByRole('link', { name: 'Собеседование Этап закрыт' })).toBeInTheDocument();

    act(() => window.dispatchEvent(new Event('visibilitychange')));

    expect(await sidebar().findByRole('link', { name: 'Собеседование Этап открыт' })).toBeInTheDocument();
    expect(requests.filter((request) => request.url === PIPELINE_PATH)).toHaveLength(2);
  });

  it('show every stage locked in Kazakh too for an account without a pipeline', async () => {
    await i18n.changeLanguage('kk');
    mockApi(refusal(404, 'Табылмады.'));
    renderApp('/user');

    expect(await sidebar().findByRole('link', { name: 'Тесттер Кезең жабық' })).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Практика Кезең жабық' })).toBeInTheDocument();
  });

  it('leave direct_enroll theory and practice only, and send them from the selection stages to /user', async () => {
    storeSession('direct_enroll');
    mockApi(pipelineView({ position: 'theory', unlocked_stages: ['theory'] }));
    const { router } = renderApp('/user/essay');

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/profile'));
    expect(await sidebar().findByRole('link', { name: 'Теория Этап открыт' })).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Практика Этап закрыт' })).toBeInTheDocument();
    expect(sidebar().queryByRole('link', { name: /Тесты/ })).not.toBeInTheDocument();
  });
});

describe('a stage page behind its gate', () => {
  it('shows what opens a locked stage instead of its content', async () => {
    mockApi(pipelineView({ position: 'interview', unlocked_stages: ['tests', 'interview'] }));
    const { user } = renderApp('/user');

    await user.click(await sidebar().findByRole('link', { name: 'Написание эссе Этап закрыт' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Написание эссе' })).toBeInTheDocument();
    expect(await screen.findByText('Этот этап пока закрыт')).toBeInTheDocument();
    expect(screen.getByText('Написание эссе откроется после успешного собеседования.')).toBeInTheDocument();
    expect(screen.queryByText(/Выбор темы, дата и ссылка встречи/)).not.toBeInTheDocument();
  });

  it('keeps the stage page’s description above a locked stage, and while the pipeline is on its way', async () => {
    let answer: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/v1/users/profile/', () => HttpResponse.json(candidateProfile())),
      http.get(PIPELINE_PATH, async () => {
        await arrived;
        return HttpResponse.json(pipelineView({ position: 'tests', unlocked_stages: ['tests'] }));
      }),
    );
    renderApp('/user/practice');
    const intro =
      'Практические задания по вашим курсам: скачайте файлы задания и отправьте ответ до срока сдачи.';

    expect(await screen.findByTestId('stage-gate-loading')).toBeInTheDocument();
    expect(screen.getByText(intro)).toBeInTheDocument();
    answer();

    expect(await screen.findByText('Этот этап пока закрыт')).toBeInTheDocument();
    expect(screen.getByText(intro)).toBeInTheDocument();
  });

  it('shows an open stage’s page', async () => {
    mockApi(pipelineView({ position: 'interview', unlocked_stages: ['tests', 'interview'] }));
    server.use(
      http.get('/api/v1/pre_course_interviews/', () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );
    const { user } = renderApp('/user');

    await user.click(await sidebar().findByRole('link', { name: 'Собеседование Этап открыт' }));

    expect(await screen.findByText(/Здесь появляются приглашения на собеседование/)).toBeInTheDocument();
    expect(screen.queryByText('Этот этап пока закрыт')).not.toBeInTheDocument();
  });

  it('says when the pipeline could not be loaded, rather than guessing', async () => {
    mockApi(refusal(403, 'Недостаточно прав.'));
    renderApp('/user/practice');

    expect(await screen.findByText('Не удалось загрузить этапы отбора')).toBeInTheDocument();
    expect(screen.getByText('Недостаточно прав.')).toBeInTheDocument();
    expect(screen.queryByText(/Практические задания: файлы заданий/)).not.toBeInTheDocument();
  });
});
