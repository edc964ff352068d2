import {
  LANGUAGES,
  MAIL_KIND_GROUPS,
  type MailExampleDto,
  type MailKind,
  type MailKindGroup,
} from '@expert-portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';

const CATALOGUE = '/api/v1/mail-templates/';

const ADMIN = {
  id: 1,
  name: 'Сейткали Айгерим',
  username: 'admin',
  first_name: '',
  last_name: '',
  role: 'admin',
};

/** The calendar invitation of the interview mails. */
const ATTACHMENTS: Partial<Record<MailKind, string>> = {
  interview_scheduled: 'invitation.ics',
  interview_changed: 'invitation.ics',
  interview_cancelled: 'cancellation.ics',
};

function example(group: MailKindGroup, kind: MailKind, language: 'kk' | 'ru'): MailExampleDto {
  const subject = language === 'ru' ? `Тема «${kind}»` : `«${kind}» тақырыбы`;
  return {
    kind,
    group,
    language,
    subject,
    html: `<!doctype html><html lang="${language}"><body><h1>${subject}</h1><script>parent.hacked = true</script></body></html>`,
    text: `${subject}\n\nhttps://portal.example.kz/a/very/long/link/${'x'.repeat(120)}`,
    attachment: ATTACHMENTS[kind] ?? null,
  };
}

/** Every kind in both languages, in the catalogue's order, as the API answers it. */
const EXAMPLES: MailExampleDto[] = (
  Object.entries(MAIL_KIND_GROUPS) as [MailKindGroup, readonly MailKind[]][]
).flatMap(([group, kinds]) =>
  kinds.flatMap((kind) => LANGUAGES.map((language) => example(group, kind, language))),
);

function mockApi(): SentRequest[] {
  server.use(
    http.get('/api/v1/users/profile/', () => HttpResponse.json(ADMIN)),
    http.get(CATALOGUE, () => HttpResponse.json({ results: EXAMPLES })),
    http.all('/api/v1/*', () => HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 })),
  );
  return recordRequests();
}

const kindList = () => screen.getByRole('navigation', { name: 'Виды писем' });
const frame = () => document.querySelector('iframe');

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('admin');
});

describe('the mail catalogue', () => {
  it('is the admin section after the mail log: every kind under its group, the first one open', async () => {
    const requests = mockApi();
    const { user } = renderApp('/admin/users');
    const sections = await screen.findByRole('navigation', { name: 'Разделы' });
    const names = within(sections)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.slice(names.indexOf('Журнал писем'), names.indexOf('Журнал писем') + 3)).toEqual([
      'Журнал писем',
      'Каталог писем',
      'Журнал аудита',
    ]);
    await user.click(within(sections).getByRole('link', { name: 'Каталог писем' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Каталог писем' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Каталог писем — Портал экспертов'));
    const list = await waitFor(kindList);
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Заявка',
      'Этапы',
      'Собеседование',
      'Оценки',
      'Курс',
      'Сертификат',
      'Учётная запись',
      'Персональные данные',
    ]);
    expect(within(list).getAllByRole('button')).toHaveLength(22);
    const interview = within(list).getByRole('region', { name: 'Собеседование' });
    expect(
      within(interview)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Приглашение на собеседование', 'Собеседование перенесено', 'Собеседование отменено']);

    // The first kind, in the interface's language.
    expect(within(list).getByRole('button', { name: 'Заявка получена' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Заявка получена' })).toBeInTheDocument();
    expect(screen.getByText('Тема «application_received»')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Русский' })).toBeChecked();
    expect(screen.queryByText(/^Вложение/)).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url === CATALOGUE)).toHaveLength(1);
  });

  it('shows the HTML part in a frame without scripts, the text part as it is, and the attachment', async () => {
    mockApi();
    const { user, router } = renderApp('/admin/mail-templates');
    await user.click(await screen.findByRole('button', { name: 'Приглашение на собеседование' }));

    expect(router.state.location.search).toBe('?kind=interview_scheduled');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Приглашение на собеседование' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Тема «interview_scheduled»')).toBeInTheDocument();
    expect(screen.getByText('invitation.ics').closest('p')).toHaveTextContent('Вложение: invitation.ics');

    const html = screen.getByTitle('Письмо «Тема «interview_scheduled»» в HTML');
    expect(html.tagName).toBe('IFRAME');
    expect(html).toHaveAttribute('sandbox', '');
    expect(html.getAttribute('srcdoc')).toBe(
      EXAMPLES.find((item) => item.kind === 'interview_scheduled' && item.language === 'ru')?.html,
    );
    expect(within(screen.getByRole('region', { name: 'HTML-версия' })).getByTitle(/в HTML$/)).toBe(html);

    const text = within(screen.getByRole('region', { name: 'Текстовая версия' })).getByText(
      /^Тема «interview_scheduled»/,
    );
    expect(text.tagName).toBe('PRE');
    expect(text.textContent).toBe(
      'Тема «interview_scheduled»\n\nhttps://portal.example.kz/a/very/long/link/' + 'x'.repeat(120),
    );
    expect(text).toHaveStyle({ whiteSpace: 'pre-wrap' });
  });

  it('shows the example in the other language without changing the interface’s', async () => {
    mockApi();
    const { user } = renderApp('/admin/mail-templates?kind=certificate_issued');
    expect(await screen.findByText('Тема «certificate_issued»')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Қазақша' }));
    expect(await screen.findByText('«certificate_issued» тақырыбы')).toBeInTheDocument();
    expect(frame()).toHaveAttribute('srcdoc', expect.stringContaining('<html lang="kk">'));
    expect(screen.getByRole('heading', { level: 1, name: 'Каталог писем' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Сертификат выдан' })).toBeInTheDocument();

    // Another kind keeps the example's language.
    await user.click(screen.getByRole('button', { name: 'Сброс пароля' }));
    expect(await screen.findByText('«password_reset» тақырыбы')).toBeInTheDocument();
  });

  it('reads in Kazakh, the example in Kazakh to begin with', async () => {
    localStorage.setItem('lang', 'kk');
    await i18n.changeLanguage('kk');
    mockApi();
    renderApp('/admin/mail-templates?kind=invitation');

    expect(await screen.findByRole('heading', { level: 1, name: 'Хаттар каталогы' })).toBeInTheDocument();
    const list = await screen.findByRole('navigation', { name: 'Хат түрлері' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Өтінім',
      'Кезеңдер',
      'Әңгімелесу',
      'Бағалар',
      'Курс',
      'Сертификат',
      'Есептік жазба',
      'Дербес деректер',
    ]);
    expect(within(list).getByRole('button', { name: 'Порталға шақыру' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('radio', { name: 'Қазақша' })).toBeChecked();
    expect(screen.getByText('«invitation» тақырыбы')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Мәтіндік нұсқасы' })).toBeInTheDocument();
  });

  it('shows the server error when the catalogue cannot be read', async () => {
    server.use(
      http.get('/api/v1/users/profile/', () => HttpResponse.json(ADMIN)),
      http.all('/api/v1/*', () => HttpResponse.json({ detail: 'Недостаточно прав.' }, { status: 403 })),
    );
    renderApp('/admin/mail-templates');
    expect(await screen.findByRole('alert')).toHaveTextContent('Недостаточно прав.');
    expect(screen.queryByRole('navigation', { name: 'Виды писем' })).not.toBeInTheDocument();
  });
});
