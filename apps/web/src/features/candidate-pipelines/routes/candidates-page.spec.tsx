import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { renderApp, storeSession } from '@/testing/render-app';
import {
  PIPELINES_PATH,
  type Answer,
  failedTestsHistory,
  failedTestsProjection,
  listCalls,
  mockCandidatesApi,
  page,
  row,
  urlOf,
  view,
} from '../testing/candidate-fixtures';

beforeEach(async () => {
  // Toasts live outside the rendered tree: one test's must not answer for the next.
  notifications.clean();
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('admin');
});

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

/** A candidate who failed two of the four tests, as the list and the card answer them. */
const failed = row(7, {
  owner_name: 'Ахметова Гульнар',
  owner_email: 'gulnar@example.kz',
  state_path: 'failed',
  projection: failedTestsProjection(),
});

describe('the candidates list', () => {
  it('lists the candidates with their stage, failure reason and last change, 20 a page', async () => {
    const requests = mockCandidatesApi((_request, url) =>
      url.pathname === PIPELINES_PATH ? page([failed, row(8)], 45) : undefined,
    );
    const { user } = renderApp('/admin/candidates');

    expect(await screen.findByRole('heading', { level: 1, name: 'Кандидаты' })).toBeInTheDocument();
    expect(await screen.findByText('Всего: 45')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent('Ахметова Гульнар');
    expect(rows()[0]).toHaveTextContent('gulnar@example.kz');
    expect(rows()[0]).toHaveTextContent('Этап не пройден');
    expect(rows()[0]).toHaveTextContent('Тесты ниже проходного балла');
    expect(rows()[0]).toHaveTextContent('5 мар. 2026 г.');
    expect(rows()[1]).toHaveTextContent('Написание эссе');
    expect(urlOf(listCalls(requests)[0]).search).toBe('?page=1&page_size=20');

    const pages = screen.getByRole('navigation', { name: 'Страницы списка кандидатов' });
    await user.click(within(pages).getByRole('button', { name: '3' }));
    await waitFor(() =>
      expect(listCalls(requests).map((request) => urlOf(request).searchParams.get('page'))).toContain('3'),
    );
  });

  it('sends one search 300 ms after the last key, and filters by stage', async () => {
    const requests = mockCandidatesApi((_request, url) =>
      url.pathname === PIPELINES_PATH ? page([failed]) : undefined,
    );
    const { user } = renderApp('/admin/candidates');
    await screen.findByText('Всего: 1');

    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'Ахметова Гуль');
    const searches = () => listCalls(requests).filter((request) => urlOf(request).searchParams.has('search'));
    expect(searches()).toHaveLength(0);
    await waitFor(() => expect(searches()).toHaveLength(1));
    await act(() => new Promise((done) => setTimeout(done, 500)));
    expect(searches().map((request) => urlOf(request).searchParams.get('search'))).toEqual(['Ахметова Гуль']);

    // Mantine's options stay hidden in jsdom (no layout): the select is driven by the keyboard.
    const stage = screen.getByRole('combobox', { name: 'Этап' });
    await user.click(stage);
    await user.keyboard('{ArrowDown}'.repeat(8) + '{Enter}');
    expect(stage).toHaveValue('Этап не пройден');
    await waitFor(() =>
      expect(
        listCalls(requests).some((request) => urlOf(request).searchParams.get('state') === 'failed'),
      ).toBe(true),
    );
    const last = urlOf(listCalls(requests).at(-1)!).searchParams;
    expect(last.get('search')).toBe('Ахметова Гуль');
    expect(last.get('page')).toBe('1');
  });

  it('tells an empty list from an empty search, and shows a refusal in words', async () => {
    let answer: Answer = page([]);
    mockCandidatesApi((_request, url) => (url.pathname === PIPELINES_PATH ? answer : undefined));
    const { user, unmount } = renderApp('/admin/candidates');
    expect(await screen.findByText('Кандидатов пока нет')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'Никто');
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument();
    unmount();

    answer = { status: 403, body: { detail: 'У вас недостаточно прав для выполнения данного действия.' } };
    renderApp('/admin/candidates');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'У вас недостаточно прав для выполнения данного действия.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe("a candidate's card", () => {
  it('shows the state, open stages, the failure with its tests, the results and the history', async () => {
    mockCandidatesApi((_request, url) => {
      if (url.pathname === PIPELINES_PATH) return page([failed]);
      if (url.pathname === '/api/v1/workflow-instances/7/')
        return { status: 200, body: view(failed, ['retake.grant']) };
      if (url.pathname === '/api/v1/workflow-instances/7/history/')
        return { status: 200, body: failedTestsHistory() };
      return undefined;
    });
    const { user } = renderApp('/admin/candidates');
    await user.click(await screen.findByRole('button', { name: 'Ахметова Гульнар' }));

    const card = await screen.findByRole('dialog', { name: 'Ахметова Гульнар' });
    expect(
      within(card).getByRole('row', { name: /Электронная почта gulnar@example.kz/ }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('row', { name: /Этап Этап не пройден/ })).toBeInTheDocument();
    expect(await within(card).findByRole('row', { name: /Открытые этапы Тесты/ })).toBeInTheDocument();
    expect(within(card).getByText('Не пройден этап «Тесты»')).toBeInTheDocument();
    expect(await within(card).findByText('Логика: 20 из 100, проходной балл — 25')).toBeInTheDocument();
    // 53.33 is never rounded up: one decimal, truncated.
    expect(within(card).getByText('Методика: 53,33 из 100, проходной балл — 70')).toBeInTheDocument();

    const results = within(card).getByRole('table', { name: 'Вступительные тесты' });
    expect(within(results).getAllByRole('row')[1]).toHaveTextContent('Педагогика8070Сдан');
    expect(within(results).getAllByRole('row')[4]).toHaveTextContent(
      'Методика53,33 (время истекло)70Не сдан',
    );

    const history = within(card).getByRole('region', { name: 'История' });
    expect(await within(history).findByText('Кандидат зачислен')).toBeInTheDocument();
    // Oldest first: each event with its states, what it carried, when and who.
    expect(history).toHaveTextContent(
      /Кандидат зачислен\s*Начало → Тесты\s*1 мар\. 2026 г\., \d\d:00 · Система\s*Ответы теста отправлены\s*Тесты → Этап не пройден\s*Результат: 53,33 из 100\s*5 мар\. 2026 г\., \d\d:30 · Система/,
    );
    expect(within(card).getByRole('button', { name: 'Разрешить пересдачу' })).toBeInTheDocument();
  });

  it('offers no retake to a candidate who failed nothing, and points to where grading is done', async () => {
    const atEssay = row(8);
    mockCandidatesApi((_request, url) => {
      if (url.pathname === PIPELINES_PATH) return page([atEssay]);
      if (url.pathname === '/api/v1/workflow-instances/8/')
        return { status: 200, body: view(atEssay, ['essay.grade']) };
      if (url.pathname === '/api/v1/workflow-instances/8/history/') return { status: 200, body: [] };
      return undefined;
    });
    const { user, router } = renderApp('/admin/candidates');
    await user.click(await screen.findByRole('button', { name: 'Кандидат 8' }));

    const card = await screen.findByRole('dialog', { name: 'Кандидат 8' });
    expect(
      await within(card).findByRole('row', { name: /Открытые этапы Тесты Собеседование Написание эссе/ }),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Разрешить пересдачу' })).not.toBeInTheDocument();
    expect(within(card).getByText('Оценка эссе:')).toBeInTheDocument();
    expect(within(card).getByRole('row', { name: 'Собеседование Пройдено' })).toBeInTheDocument();
    expect(await within(card).findByText('История пуста.')).toBeInTheDocument();

    await user.click(within(card).getByRole('link', { name: 'выполняется в разделе «Эссе»' }));
    expect(router.state.location.pathname).toBe('/admin/essay');
  });

  it('grants a retake after confirmation, with the comment, then refreshes the card and the list', async () => {
    let granted = false;
    const retaken = row(7, {
      ...failed,
      state_path: 'tests',
      projection: { ...failedTestsProjection(), position: 'tests', failure: null },
      revision: 9,
    });
    const requests = mockCandidatesApi((request, url) => {
      if (url.pathname === PIPELINES_PATH) return page([granted ? retaken : failed]);
      if (url.pathname === '/api/v1/workflow-instances/7/events/' && request.method === 'POST') {
        granted = true;
        return { status: 200, body: view(retaken, []) };
      }
      if (url.pathname === '/api/v1/workflow-instances/7/')
        return { status: 200, body: granted ? view(retaken, []) : view(failed, ['retake.grant']) };
      if (url.pathname === '/api/v1/workflow-instances/7/history/')
        return { status: 200, body: failedTestsHistory(granted) };
      return undefined;
    });
    const { user } = renderApp('/admin/candidates');
    await user.click(await screen.findByRole('button', { name: 'Ахметова Гульнар' }));
    const card = await screen.findByRole('dialog', { name: 'Ахметова Гульнар' });
    await user.click(await within(card).findByRole('button', { name: 'Разрешить пересдачу' }));

    const confirm = await screen.findByRole('dialog', { name: 'Разрешить пересдачу?' });
    expect(confirm).toHaveTextContent('Ахметова Гульнар сможет снова пройти этап «Тесты».');
    expect(confirm).toHaveTextContent('Непройденные тесты будут сброшены, сданные сохранят свой результат.');
    await user.type(within(confirm).getByRole('textbox', { name: /Комментарий/ }), 'Технический сбой');
    const listsBefore = listCalls(requests).length;
    await user.click(within(confirm).getByRole('button', { name: 'Разрешить' }));

    expect(await screen.findByText('Пересдача разрешена: Ахметова Гульнар')).toBeInTheDocument();
    const sent = requests.filter((request) => request.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ type: 'retake.grant', comment: 'Технический сбой' });
    expect(screen.queryByRole('dialog', { name: 'Разрешить пересдачу?' })).not.toBeInTheDocument();

    expect(await within(card).findByRole('row', { name: /Этап Тесты/ })).toBeInTheDocument();
    expect(within(card).queryByText('Не пройден этап «Тесты»')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Разрешить пересдачу' })).not.toBeInTheDocument();
    expect(within(card).getByText('Сейчас действий администратора нет.')).toBeInTheDocument();
    const history = within(card).getByRole('region', { name: 'История' });
    expect(await within(history).findByText('Разрешена пересдача')).toBeInTheDocument();
    expect(history).toHaveTextContent('Комментарий: Технический сбой');
    expect(history).toHaveTextContent('Админов Ерлан · Администратор');
    await waitFor(() => expect(listCalls(requests).length).toBeGreaterThan(listsBefore));
  });

  it('keeps the confirmation open with the server’s reason when the retake is refused', async () => {
    const requests = mockCandidatesApi((request, url) => {
      if (url.pathname === PIPELINES_PATH) return page([failed]);
      if (url.pathname === '/api/v1/workflow-instances/7/events/' && request.method === 'POST')
        return { status: 409, body: { detail: 'Событие недоступно в текущем состоянии.' } };
      if (url.pathname === '/api/v1/workflow-instances/7/')
        return { status: 200, body: view(failed, ['retake.grant']) };
      if (url.pathname === '/api/v1/workflow-instances/7/history/')
        return { status: 200, body: failedTestsHistory() };
      return undefined;
    });
    const { user } = renderApp('/admin/candidates');
    await user.click(await screen.findByRole('button', { name: 'Ахметова Гульнар' }));
    const card = await screen.findByRole('dialog', { name: 'Ахметова Гульнар' });
    await user.click(await within(card).findByRole('button', { name: 'Разрешить пересдачу' }));
    const confirm = await screen.findByRole('dialog', { name: 'Разрешить пересдачу?' });
    await user.click(within(confirm).getByRole('button', { name: 'Разрешить' }));

    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Событие недоступно в текущем состоянии.',
    );
    // No comment typed: none is sent.
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ type: 'retake.grant' });
    expect(screen.queryByText(/Пересдача разрешена/)).not.toBeInTheDocument();
  });
});

describe('in Kazakh', () => {
  it('shows the list and the card in Kazakh, with the retake button', async () => {
    localStorage.setItem('lang', 'kk');
    await i18n.changeLanguage('kk');
    const requests = mockCandidatesApi((_request, url) => {
      if (url.pathname === PIPELINES_PATH) return page([failed]);
      if (url.pathname === '/api/v1/workflow-instances/7/')
        return { status: 200, body: view(failed, ['retake.grant']) };
      if (url.pathname === '/api/v1/workflow-instances/7/history/')
        return { status: 200, body: failedTestsHistory() };
      return undefined;
    });
    const { user } = renderApp('/admin/candidates');

    expect(await screen.findByRole('heading', { level: 1, name: 'Кандидаттар' })).toBeInTheDocument();
    expect(await screen.findByText('Барлығы: 1')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Кезеңнен өтпеді');
    expect(rows()[0]).toHaveTextContent('Тесттер өту балынан төмен');
    expect(rows()[0]).toHaveTextContent('5 наурыз 2026');
    expect(screen.getByRole('searchbox', { name: 'Іздеу' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ахметова Гульнар' }));
    const card = await screen.findByRole('dialog', { name: 'Ахметова Гульнар' });
    expect(within(card).getByText('«Тесттер» кезеңінен өтпеді')).toBeInTheDocument();
    expect(await within(card).findByText('Әдістеме: 100 баллдан 53,33, өту балы — 70')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Қайта тапсыруға рұқсат беру' })).toBeInTheDocument();
    expect(await within(card).findByText('Кандидат тіркелді')).toBeInTheDocument();
    // The notification stream cannot set headers: it names its language in its query.
    const isStream = (request: { url: string }) => request.url.startsWith('/api/v1/notifications/stream/');
    expect(requests.filter(isStream).every((request) => request.url.endsWith('?lang=kk'))).toBe(true);
    expect(
      requests
        .filter((request) => !isStream(request))
        .every((request) => request.headers['accept-language'] === 'kk'),
    ).toBe(true);
  });
});
