import type { CertificateDto } from '@expert-portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';
import { CERTIFICATE_UUID, certificate, page } from '../testing/certificate-fixtures';

const MY = '/api/v1/certificates/my/';
const LIST = '/api/v1/certificates/';

/** The certificate calls a test answers, and the owner's PDFs; returns what was sent. */
function mockApi(...handlers: RequestHandler[]): SentRequest[] {
  server.use(
    ...handlers,
    http.get(
      '/api/v1/certificates/:id/file/:language/',
      () => new HttpResponse(new Blob(['%PDF'], { type: 'application/pdf' })),
    ),
  );
  return recordRequests();
}

const myAnswers = (certificates: CertificateDto[]) =>
  http.get(MY, () => HttpResponse.json(page(certificates)));
const refusal = (status: number, detail: string) => () => HttpResponse.json({ detail }, { status });

const card = (course = 'Экспертиза учебных материалов') => screen.findByRole('article', { name: course });
const certificateCalls = (requests: SentRequest[]) =>
  requests.map((request) => request.url).filter((url) => /certificates|profile/.test(url));

const saved: string[] = [];
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
});
beforeEach(async () => {
  saved.length = 0;
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('expert');
});

describe('/user/certificate', () => {
  it('shows each certificate as a card that opens its public page in a new tab and downloads its PDFs', async () => {
    const requests = mockApi(myAnswers([certificate()]));
    const { user } = renderApp('/user/certificate');

    const found = await card();
    expect(found).toHaveTextContent('Действителен');
    expect(found).toHaveTextContent('Серийный номер: EP-2026-000011');
    expect(found).toHaveTextContent('Срок действия: 20 нояб. 2026 г. – 20 нояб. 2027 г.');
    const open = within(found).getByRole('link', {
      name: 'Открыть сертификат: Экспертиза учебных материалов',
    });
    expect(open).toHaveAttribute('href', `/certificates/${CERTIFICATE_UUID}`);
    expect(open).toHaveAttribute('target', '_blank');

    await user.click(within(found).getByRole('button', { name: 'PDF на казахском' }));
    await waitFor(() => expect(saved).toEqual(['certificate-EP-2026-000011-kk.pdf']));
    const download = requests.at(-1)!;
    expect(download.url).toBe('/api/v1/certificates/11/file/kk/');
    expect(download.headers.authorization).toBe('Bearer stored-access-token');
  });

  it('asks certificates/?me=1, then the profile and certificates/?user={id}, when the earlier ways are missing', async () => {
    const requests = mockApi(
      http.get(MY, refusal(404, 'Не найдено.')),
      http.get(LIST, ({ request }) =>
        new URL(request.url).searchParams.get('user') === '7'
          ? HttpResponse.json(page([certificate({ status: 'expired' })]))
          : refusal(404, 'Не найдено.')(),
      ),
      http.get('/api/v1/users/profile/', () => HttpResponse.json({ id: 7 })),
    );
    renderApp('/user/certificate');

    expect(await card()).toHaveTextContent('Срок истёк');
    expect(certificateCalls(requests)).toEqual(
      expect.arrayContaining([
        '/api/v1/certificates/my/',
        '/api/v1/certificates/?me=1',
        '/api/v1/users/profile/',
        '/api/v1/certificates/?user=7',
      ]),
    );
    const order = certificateCalls(requests).filter((url) => url.startsWith('/api/v1/certificates/'));
    expect(order).toEqual([
      '/api/v1/certificates/my/',
      '/api/v1/certificates/?me=1',
      '/api/v1/certificates/?user=7',
    ]);
  });

  it('says when the certificates could not be loaded, without trying other ways after a server failure', async () => {
    const requests = mockApi(http.get(MY, refusal(500, 'Внутренняя ошибка сервера.')));
    renderApp('/user/certificate');

    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Не удалось загрузить сертификаты пользователя');
    expect(alert).toHaveTextContent('Внутренняя ошибка сервера.');
    expect(certificateCalls(requests).filter((url) => url.includes('me=1'))).toEqual([]);
  });

  it('says when there is no certificate yet', async () => {
    mockApi(myAnswers([]));
    renderApp('/user/certificate');
    expect(
      await screen.findByText(
        'У вас пока нет сертификатов. Сертификат появится здесь после выдачи по итогам курса.',
      ),
    ).toBeInTheDocument();
  });

  it('says the documents are being prepared and asks again until they are ready', async () => {
    let ready = false;
    const requests = mockApi(
      http.get(MY, () =>
        HttpResponse.json(page([certificate({ documents_ready: ready, file_ru: null, file_kk: null })])),
      ),
    );
    renderApp('/user/certificate');

    const found = await card();
    expect(within(found).getByRole('status')).toHaveTextContent('Документы сертификата готовятся');
    expect(within(found).queryByRole('button', { name: 'PDF на русском' })).not.toBeInTheDocument();
    ready = true;
    expect(
      await within(found).findByRole('button', { name: 'PDF на русском' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(found).queryByRole('status')).not.toBeInTheDocument();
    const asked = certificateCalls(requests).filter((url) => url === '/api/v1/certificates/my/').length;
    expect(asked).toBeGreaterThanOrEqual(2);
  }, 20_000);

  it('shows a revoked certificate with its reason, and reads in Kazakh', async () => {
    await i18n.changeLanguage('kk');
    mockApi(
      myAnswers([
        certificate({
          status: 'revoked',
          revoked_at: '2026-12-01T10:00:00.000Z',
          revoke_reason: 'Қате берілген',
        }),
      ]),
    );
    renderApp('/user/certificate');

    const found = await card('Оқу материалдарын сараптау');
    expect(found).toHaveTextContent('Кері қайтарылды');
    expect(found).toHaveTextContent('Себебі: Қате берілген');
    expect(found).toHaveTextContent('Жарамдылық мерзімі: 20 қараша 2026 – 20 қараша 2027');
    expect(
      within(found).getByRole('link', { name: 'Сертификатты ашу: Оқу материалдарын сараптау' }),
    ).toBeInTheDocument();
  });
});

describe('/certificates', () => {
  it('lists the signed-in user’s certificates on the public page', async () => {
    mockApi(myAnswers([certificate()]));
    renderApp('/certificates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Мои сертификаты' })).toBeInTheDocument();
    expect(await card()).toHaveTextContent('EP-2026-000011');
  });

  it('asks a visitor without a session to sign in, and asks the API nothing', async () => {
    localStorage.clear();
    const requests = mockApi(myAnswers([certificate()]));
    renderApp('/certificates');
    expect(await screen.findByText('Нужен вход в систему')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Войти' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(certificateCalls(requests)).toEqual([]);
  });
});
