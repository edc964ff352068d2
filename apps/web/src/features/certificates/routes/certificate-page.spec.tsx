import { createHash, webcrypto } from 'node:crypto';
import { fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '@/shared/i18n/i18n';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { recordRequests, server } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';
import { fileSha256 } from '../lib/file-sha256';
import { CERTIFICATE_UUID, publicCertificate } from '../testing/certificate-fixtures';

const PATH = `/certificates/${CERTIFICATE_UUID}`;
const SEARCH = `/api/v1/certificates/search/${CERTIFICATE_UUID}/`;

/** The certificate's public answer; returns what was sent. */
function mockApi(body: JsonBodyType, status = 200) {
  server.use(http.get(SEARCH, () => HttpResponse.json(body, { status })));
  return recordRequests();
}

const pdf = (text: string, name = 'certificate.pdf') => new File([text], name, { type: 'application/pdf' });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(() => {
  // jsdom has no SubtleCrypto; the browser's and Node's are the same Web Crypto API.
  if (!globalThis.crypto?.subtle)
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});
beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
});

describe('/certificates/{uuid}', () => {
  it('shows a valid certificate to anyone, its documents and its credential, without sending a session', async () => {
    storeSession('expert');
    const requests = mockApi(publicCertificate());
    renderApp(PATH);

    const status = await screen.findByTestId('certificate-status');
    expect(status).toHaveTextContent('Сертификат действителен');
    expect(status).toHaveTextContent(/^Сертификат действителенДействует до 20 нояб\. 2027 г\.$/);
    const details = screen.getByText('Владелец').closest('dl')!;
    expect(details).toHaveTextContent('ВладелецКасымов Арман');
    expect(details).toHaveTextContent('Серийный номерEP-2026-000011');
    expect(details).toHaveTextContent('КурсЭкспертиза учебных материалов');
    expect(details).toHaveTextContent('Объём72 академических часа');
    expect(details).toHaveTextContent('Дата выдачи20 нояб. 2026 г.');
    expect(details).toHaveTextContent('Действителен до20 нояб. 2027 г.');
    expect(details).toHaveTextContent('Номер приказа№ 145-П');
    expect(details).toHaveTextContent('Выдан организациейНациональная академия образования');

    expect(screen.getByRole('link', { name: 'PDF на русском' })).toHaveAttribute(
      'href',
      `/api/v1/certificates/search/${CERTIFICATE_UUID}/file/ru/`,
    );
    expect(screen.getByRole('link', { name: 'PDF на казахском' })).toHaveAttribute(
      'href',
      `/api/v1/certificates/search/${CERTIFICATE_UUID}/file/kk/`,
    );
    const credential = screen.getByRole('link', { name: 'Электронное удостоверение (.jwt)' });
    expect(credential).toHaveAttribute('href', `/api/v1/certificates/search/${CERTIFICATE_UUID}/credential/`);
    expect(credential).toHaveAttribute('download', 'certificate-EP-2026-000011.jwt');
    expect(screen.getByRole('link', { name: /открытым ключам издателя/ })).toHaveAttribute(
      'href',
      '/api/v1/certificates/issuer/jwks/',
    );
    expect(requests).toHaveLength(1);
    expect(requests[0].headers.authorization).toBeUndefined();
  });

  it('shows a revoked certificate in red with the date and the reason', async () => {
    mockApi(
      publicCertificate({
        status: 'revoked',
        revoked_at: '2026-12-01T10:30:00.000Z',
        revoke_reason: 'Выдан по ошибке: курс не завершён',
      }),
    );
    renderApp(PATH);

    const status = await screen.findByTestId('certificate-status');
    expect(status).toHaveTextContent('Сертификат отозван');
    // Kazakhstan time (UTC+5), whatever the visitor's zone.
    expect(status).toHaveTextContent('Дата отзыва: 1 дек. 2026 г., 15:30');
    expect(status).toHaveTextContent('Причина: Выдан по ошибке: курс не завершён');
    expect(status).toHaveAttribute('data-variant', 'filled');
    expect(status.getAttribute('style')).toContain('red');
  });

  it('says when a certificate has expired', async () => {
    mockApi(publicCertificate({ status: 'expired', expiration_date: '2026-01-15' }));
    renderApp(PATH);

    const status = await screen.findByTestId('certificate-status');
    expect(status).toHaveTextContent('Срок действия сертификата истёк');
    expect(status).toHaveTextContent(/Сертификат действовал до 15 янв\. 2026 г\.$/);
  });

  it('tells whether a picked or dropped PDF is this certificate’s document, a replaced one or neither', async () => {
    mockApi(
      publicCertificate({
        sha256_ru: sha256('%PDF ru v2'),
        sha256_kk: sha256('%PDF kk v2'),
        previous_hashes: [
          {
            sha256_ru: sha256('%PDF ru v1'),
            sha256_kk: sha256('%PDF kk v1'),
            replaced_at: '2026-11-25T06:00:00.000Z',
          },
        ],
      }),
    );
    const { user } = renderApp(PATH);
    const zone = await screen.findByTestId('certificate-drop-zone');
    const input = zone.querySelector<HTMLInputElement>('input[type="file"]')!;

    await user.upload(input, pdf('%PDF ru v2', 'Сертификат.pdf'));
    const result = await screen.findByText('Это подлинный документ этого сертификата (на русском языке).');
    expect(result.closest('[role="status"]')).toHaveTextContent('Сертификат.pdf');

    fireEvent.drop(zone, { dataTransfer: { files: [pdf('%PDF kk v2', 'kk.pdf')] } });
    expect(
      await screen.findByText('Это подлинный документ этого сертификата (на казахском языке).'),
    ).toBeInTheDocument();

    fireEvent.drop(zone, { dataTransfer: { files: [pdf('%PDF ru v1', 'old.pdf')] } });
    expect(
      await screen.findByText(
        /^Это прежняя версия документа этого сертификата \(на русском языке\), заменённая 25 нояб\. 2026 г\./,
      ),
    ).toBeInTheDocument();

    fireEvent.drop(zone, { dataTransfer: { files: [pdf('%PDF ru v2 changed', 'changed.pdf')] } });
    expect(
      await screen.findByText(
        'Этот файл не является документом этого сертификата: он изменён или относится к другому сертификату.',
      ),
    ).toBeInTheDocument();
  });

  describe('a certificate whose credential’s bit is set in the status list (security finding 4)', () => {
    const revoked = () =>
      publicCertificate({
        status: 'revoked',
        revoked_at: '2026-12-01T10:30:00.000Z',
        revoke_reason: 'Выдан по ошибке',
        sha256_ru: sha256('%PDF ru'),
        credential_status: {
          status_list_credential: 'http://localhost:3000/api/v1/certificates/status/1/',
          status_list_index: '94321',
          revoked: true,
        },
      });

    it('says so in the banner, links the list, and calls its genuine PDF invalid, in red', async () => {
      mockApi(revoked());
      const { user } = renderApp(PATH);

      const status = await screen.findByTestId('certificate-status');
      expect(status).toHaveTextContent('Сертификат отозван');
      expect(status).toHaveTextContent('Дата отзыва: 1 дек. 2026 г., 15:30');
      expect(status).toHaveTextContent(
        'Отметка об отзыве внесена в подписанный список статусов: электронное удостоверение этого сертификата недействительно.',
      );
      expect(
        screen.getByRole('link', { name: 'списке статусов (W3C Bitstring Status List)' }),
      ).toHaveAttribute('href', 'http://localhost:3000/api/v1/certificates/status/1/');

      const zone = screen.getByTestId('certificate-drop-zone');
      await user.upload(zone.querySelector<HTMLInputElement>('input[type="file"]')!, pdf('%PDF ru'));
      const result = (
        await screen.findByText('Это подлинный документ этого сертификата (на русском языке).')
      ).closest('[role="status"]')!;
      expect(result).toHaveTextContent(
        'Внимание: сертификат отозван 1 дек. 2026 г., 15:30, этот документ недействителен.',
      );
      expect(result.getAttribute('style')).toContain('red');
    });

    it('shows revoked by the bit even if the register row reads active, and in Kazakh', async () => {
      await i18n.changeLanguage('kk');
      mockApi({ ...revoked(), status: 'active', revoked_at: null, revoke_reason: null });
      const { user } = renderApp(PATH);

      const status = await screen.findByTestId('certificate-status');
      expect(status).toHaveTextContent('Сертификат кері қайтарылды');
      expect(status).toHaveTextContent(
        'Кері қайтару белгісі қол қойылған мәртебелер тізіміне енгізілген: осы сертификаттың электрондық куәлігі жарамсыз.',
      );
      const zone = screen.getByTestId('certificate-drop-zone');
      await user.upload(zone.querySelector<HTMLInputElement>('input[type="file"]')!, pdf('%PDF ru'));
      expect(
        await screen.findByText('Назар аударыңыз: сертификат кері қайтарылған, бұл құжат жарамсыз.'),
      ).toBeInTheDocument();
    });
  });

  it('says plainly that an unknown certificate is not found, and a failed load as the spec words it', async () => {
    mockApi({ detail: 'Сертификат не найден.' }, 404);
    const { unmount } = renderApp(PATH);
    const notFound = await screen.findByRole('alert');
    expect(notFound).toHaveTextContent('Сертификат не найден');
    expect(notFound).toHaveTextContent(`Сертификата с идентификатором ${CERTIFICATE_UUID} нет в реестре`);
    unmount();

    mockApi({ detail: 'Сервис временно недоступен.' }, 503);
    renderApp(PATH);
    const failed = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(failed).getByText('Ошибка загрузки данных')).toBeInTheDocument();
    expect(failed).toHaveTextContent('Сервис временно недоступен.');
  });

  it('reads in Kazakh: the course, the act number and the dates in the page language', async () => {
    await i18n.changeLanguage('kk');
    mockApi(publicCertificate());
    renderApp(PATH);

    expect(await screen.findByTestId('certificate-status')).toHaveTextContent(
      /20 қараша 2027 дейін жарамды$/,
    );
    const details = screen.getByText('Иесі').closest('dl')!;
    expect(details).toHaveTextContent('Курс атауыОқу материалдарын сараптау');
    expect(details).toHaveTextContent('Көлемі72 академиялық сағат');
    expect(details).toHaveTextContent('Берілген күні20 қараша 2026');
    expect(details).toHaveTextContent('Бұйрық нөмірі№ 145-Б');
    expect(details).toHaveTextContent('Берген ұйымҰлттық білім академиясы');
    expect(screen.getByRole('link', { name: 'Қазақ тіліндегі PDF' })).toBeInTheDocument();
  });
});

describe('fileSha256', () => {
  it('gives the file’s SHA-256 and reports how much of a large file it has read', async () => {
    if (!globalThis.crypto?.subtle)
      Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
    const content = 'x'.repeat(9 * 1024 * 1024);
    const fractions: number[] = [];
    const hash = await fileSha256(new Blob([content]), (fraction) => fractions.push(fraction));
    expect(hash).toBe(sha256(content));
    expect(fractions.map((fraction) => fraction.toFixed(3))).toEqual(['0.444', '0.889', '1.000']);
  });
});
