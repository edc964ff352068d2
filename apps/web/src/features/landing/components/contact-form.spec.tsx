import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';
import { renderApp } from '@/testing/render-app';

const form = (): HTMLElement => screen.getByRole('form', { name: 'Форма обратной связи' });

function mockContactApi(answer: { status: number; body: JsonBodyType }): SentRequest[] {
  server.use(
    http.post('/api/v1/contact-messages/', () => HttpResponse.json(answer.body, { status: answer.status })),
  );
  return recordRequests();
}

async function fill(user: ReturnType<typeof renderApp>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(form()).getByLabelText(label, { exact: false });
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

/** The landing page with its contact form, which the page loads on its own (lazily) after the rest. */
async function openLanding(): Promise<ReturnType<typeof renderApp>> {
  const view = renderApp('/');
  await screen.findByRole('form', { name: 'Форма обратной связи' });
  return view;
}

const VALID = {
  Имя: '  Айгерим  ',
  'Электронная почта': 'aigerim@example.kz',
  Сообщение: 'Когда откроется следующий набор?',
};

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
});

describe('the contact form', () => {
  it('labels its fields and says what is missing, in the chosen language, without sending', async () => {
    const requests = mockContactApi({ status: 201, body: {} });
    const { user } = await openLanding();
    await user.click(within(form()).getByRole('button', { name: 'Отправить' }));

    for (const label of ['Имя', 'Электронная почта', 'Сообщение']) {
      const field = within(form()).getByLabelText(label, { exact: false });
      expect(field).toBeRequired();
      expect(field).toHaveAccessibleDescription('Обязательное поле.');
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(requests).toEqual([]);

    await act(() => i18n.changeLanguage('kk'));
    const kkForm = screen.getByRole('form', { name: 'Кері байланыс формасы' });
    expect(within(kkForm).getByLabelText('Атыңыз', { exact: false })).toHaveAccessibleDescription(
      'Міндетті өріс.',
    );
  });

  it("checks the address and the message's length with the API's own rules", async () => {
    const requests = mockContactApi({ status: 201, body: {} });
    const { user } = await openLanding();
    await fill(user, { ...VALID, 'Электронная почта': 'aigerim@', Сообщение: 'Привет' });
    await user.click(within(form()).getByRole('button', { name: 'Отправить' }));

    expect(within(form()).getByLabelText('Электронная почта', { exact: false })).toHaveAccessibleDescription(
      'Укажите адрес электронной почты в формате name@example.kz.',
    );
    expect(within(form()).getByLabelText('Сообщение', { exact: false })).toHaveAccessibleDescription(
      'Сообщение слишком короткое: напишите не меньше 10 символов.',
    );
    expect(requests).toEqual([]);
  });

  it('sends the trimmed message, thanks the visitor and empties the form', async () => {
    const requests = mockContactApi({
      status: 201,
      body: { id: 1, name: 'Айгерим', email: 'aigerim@example.kz', message: '…', language: 'ru' },
    });
    const { user } = await openLanding();
    await fill(user, VALID);
    await user.click(within(form()).getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByTestId('contact-sent')).toHaveTextContent(
      'Спасибо! Сообщение отправлено, ответ придёт на aigerim@example.kz.',
    );
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/v1/contact-messages/',
        headers: expect.objectContaining({ 'accept-language': 'ru' }),
        body: { name: 'Айгерим', email: 'aigerim@example.kz', message: 'Когда откроется следующий набор?' },
      }),
    ]);
    expect(within(form()).getByLabelText('Имя', { exact: false })).toHaveValue('');
    expect(within(form()).getByLabelText('Сообщение', { exact: false })).toHaveValue('');
  });

  it("shows the server's refusal, such as the rate limit", async () => {
    mockContactApi({
      status: 429,
      body: { detail: 'Слишком много сообщений с вашего адреса. Повторите через 10 мин.' },
    });
    const { user } = await openLanding();
    await fill(user, VALID);
    await user.click(within(form()).getByRole('button', { name: 'Отправить' }));

    const error = await screen.findByTestId('contact-error');
    expect(error).toHaveTextContent('Сообщение не отправлено');
    expect(error).toHaveTextContent('Слишком много сообщений с вашего адреса. Повторите через 10 мин.');
    expect(within(form()).getByLabelText('Имя', { exact: false })).toHaveValue('  Айгерим  ');
  });

  it("puts the server's field errors under their fields", async () => {
    mockContactApi({
      status: 400,
      body: { email: ['Укажите адрес электронной почты в формате name@example.kz.'] },
    });
    const { user } = await openLanding();
    await fill(user, VALID);
    await user.click(within(form()).getByRole('button', { name: 'Отправить' }));

    expect(
      await within(form()).findByText('Укажите адрес электронной почты в формате name@example.kz.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('contact-error')).not.toBeInTheDocument();
  });
});
