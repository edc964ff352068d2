import type { ProfileDto } from '@expert-portal/contracts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type StrictRequest } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { recordRequests, server, type SentRequest } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';
import { candidateProfile, pipelineView, testResult } from '../testing/candidate-fixtures';

const PROFILE_PATH = '/api/v1/users/profile/';
const COMPLETE = { address: 'Астана, ул. Абая, 10', iik: 'KZ86125KZT5004100100', bank: 'Kaspi Bank' };

type Patch = (request: StrictRequest<Partial<ProfileDto>>) => Response | Promise<Response>;

const refusal = (status: number, body: Record<string, unknown>) => HttpResponse.json(body, { status });
/** A PATCH answered with the profile it makes: the fields sent over the candidate's. */
const patched: Patch = async (request) => HttpResponse.json(candidateProfile(await request.json()));

/** The API: the profile, the PATCH of it, the candidate's pipeline and the photo; returns what was sent. */
function mockApi(profile: ProfileDto, patch: Patch = () => new HttpResponse(null, { status: 500 })) {
  server.use(
    http.get(PROFILE_PATH, () => HttpResponse.json(profile)),
    http.patch<never, Partial<ProfileDto>>(PROFILE_PATH, ({ request }) => patch(request)),
    http.get('/api/v1/workflows/candidatePipeline/mine/', () => HttpResponse.json(pipelineView())),
    http.get('/api/v1/users/:id/photo/', () => new HttpResponse(new Blob(['png'], { type: 'image/png' }))),
  );
  return recordRequests();
}

const patches = (requests: SentRequest[]) => requests.filter((request) => request.method === 'PATCH');
const row = (name: RegExp) => screen.getByRole('row', { name });

beforeAll(() => {
  // jsdom has no object URLs; the photo is shown through one.
  Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => undefined });
});

beforeEach(async () => {
  localStorage.clear();
  // A toast of the test before must not answer for this one.
  notifications.clean();
  await i18n.changeLanguage('ru');
  storeSession('user');
});

describe('the personal tab', () => {
  it('shows a skeleton, then the personal data with the phone as people read it', async () => {
    mockApi(candidateProfile());
    renderApp('/user');

    expect(screen.getByTestId('profile-loading')).toBeInTheDocument();
    expect(await screen.findByText('Добро пожаловать, Касымов Марат!')).toBeInTheDocument();
    expect(
      await screen.findByRole('row', { name: /Электронная почта marat@example.kz/ }),
    ).toBeInTheDocument();
    expect(row(/Телефон \+7 \(701\) 123-45-67/)).toBeInTheDocument();
    expect(row(/ИИН 850515400181/)).toBeInTheDocument();
    expect(row(/Адрес Не указано/)).toBeInTheDocument();
    expect(row(/Место работы Школа-лицей № 12, Астана/)).toBeInTheDocument();
    expect(screen.queryByTestId('profile-loading')).not.toBeInTheDocument();
  });

  it('offers no editing once address, IIN, IIK and bank are all filled', async () => {
    mockApi(candidateProfile(COMPLETE));
    renderApp('/user');

    expect(await screen.findByRole('row', { name: /Банк Kaspi Bank/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Редактировать' })).not.toBeInTheDocument();
  });

  it('edits only the four fields, with the application form’s rules on blur and on save', async () => {
    const requests = mockApi(candidateProfile(), patched);
    const { user } = renderApp('/user');
    await user.click(await screen.findByRole('button', { name: 'Редактировать' }));

    expect(screen.getAllByRole('textbox').map((input) => input.getAttribute('aria-label'))).toEqual([
      'Адрес',
      'ИИН',
      'ИИК',
      'Банк',
    ]);
    expect(row(/Электронная почта marat@example.kz/)).toBeInTheDocument();

    const iin = screen.getByRole('textbox', { name: 'ИИН' });
    await user.clear(iin);
    await user.type(iin, '8505ab');
    expect(iin).toHaveValue('8505');
    await user.tab();
    expect(await screen.findByText('ИИН должен состоять из 12 цифр.')).toBeInTheDocument();
    await user.type(iin, '15400182');
    await user.tab();
    expect(
      await screen.findByText('ИИН недействителен: контрольная цифра не совпадает. Проверьте номер.'),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'ИИК' }), 'KZ12');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('ИИН недействителен: контрольная цифра не совпадает. Проверьте номер.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ИИН' })).toHaveFocus();
    expect(screen.getByText('ИИК — это казахстанский IBAN: KZ и ещё 18 букв или цифр.')).toBeInTheDocument();
    // Blank fields the profile lacks may stay blank.
    expect(screen.queryByText('Укажите адрес.')).not.toBeInTheDocument();
    expect(screen.queryByText('Укажите банк.')).not.toBeInTheDocument();
    expect(patches(requests)).toEqual([]);

    await user.clear(iin);
    await user.type(iin, '850515400181');
    expect(screen.queryByText(/ИИН недействителен/)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Адрес' }), COMPLETE.address);
    const iik = screen.getByRole('textbox', { name: 'ИИК' });
    await user.clear(iik);
    await user.type(iik, 'kz86 125k zt50 0410 0100');
    expect(iik).toHaveValue('KZ86125KZT5004100100');
    await user.type(screen.getByRole('textbox', { name: 'Банк' }), COMPLETE.bank);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('row', { name: /ИИК KZ86125KZT5004100100/ })).toBeInTheDocument();
    // The IIN was already there: only what changed is sent.
    expect(patches(requests).map((request) => request.body)).toEqual([COMPLETE]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Редактировать' })).not.toBeInTheDocument();
    expect(await screen.findByText('Данные профиля сохранены')).toBeInTheDocument();
  });

  it('saves the address on its own, without the IIK and bank', async () => {
    const requests = mockApi(candidateProfile(), patched);
    const { user } = renderApp('/user');
    await user.click(await screen.findByRole('button', { name: 'Редактировать' }));
    await user.type(screen.getByRole('textbox', { name: 'Адрес' }), COMPLETE.address);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Данные профиля сохранены')).toBeInTheDocument();
    expect(patches(requests).map((request) => request.body)).toEqual([{ address: COMPLETE.address }]);
    expect(row(/Адрес Астана, ул. Абая, 10/)).toBeInTheDocument();
    // IIK and bank are still missing, so the profile stays editable.
    expect(screen.getByRole('button', { name: 'Редактировать' })).toBeInTheDocument();
  });

  it('still asks for a value the profile had and the candidate cleared', async () => {
    const requests = mockApi(candidateProfile());
    const { user } = renderApp('/user');
    await user.click(await screen.findByRole('button', { name: 'Редактировать' }));
    await user.clear(screen.getByRole('textbox', { name: 'ИИН' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('ИИН должен состоять из 12 цифр.')).toBeInTheDocument();
    expect(patches(requests)).toEqual([]);
  });

  it('shows the server’s messages under their fields, and its refusal above the form', async () => {
    let answer = refusal(400, { bank: ['Слишком длинное название банка.'] });
    mockApi(candidateProfile(), () => answer);
    const { user } = renderApp('/user');
    await user.click(await screen.findByRole('button', { name: 'Редактировать' }));
    await user.type(screen.getByRole('textbox', { name: 'Адрес' }), COMPLETE.address);
    await user.type(screen.getByRole('textbox', { name: 'ИИК' }), COMPLETE.iik);
    await user.type(screen.getByRole('textbox', { name: 'Банк' }), COMPLETE.bank);

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Слишком длинное название банка.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Банк' })).toHaveAttribute('aria-invalid', 'true');

    answer = refusal(403, { detail: 'Профиль заполнен полностью, изменение данных недоступно.' });
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const alert = await screen.findByRole('alert', { name: 'Не удалось сохранить профиль' });
    expect(alert).toHaveTextContent('Профиль заполнен полностью, изменение данных недоступно.');
  });

  it('cancels without sending anything', async () => {
    const requests = mockApi(candidateProfile());
    const { user } = renderApp('/user');
    await user.click(await screen.findByRole('button', { name: 'Редактировать' }));
    await user.type(screen.getByRole('textbox', { name: 'Адрес' }), 'Алматы');

    await user.click(screen.getByRole('button', { name: 'Отмена' }));

    expect(row(/Адрес Не указано/)).toBeInTheDocument();
    expect(patches(requests)).toEqual([]);
  });

  it('says when the profile could not be loaded', async () => {
    server.use(
      http.get(PROFILE_PATH, () => refusal(404, { detail: 'Пользователь не найден.' })),
      http.get('/api/v1/workflows/candidatePipeline/mine/', () => refusal(404, { detail: 'Не найдено.' })),
    );
    renderApp('/user');

    const alert = await screen.findByRole('alert', { name: 'Не удалось загрузить профиль' });
    expect(alert).toHaveTextContent('Пользователь не найден.');
  });
});

describe('the profile photo', () => {
  it('refuses a file that is not a jpg, jpeg or png image before sending it, and uploads one that is', async () => {
    const requests = mockApi(candidateProfile(), () =>
      HttpResponse.json(candidateProfile({ image: '/api/v1/users/12/photo/' })),
    );
    renderApp('/user');
    // The file picker offers only images; a file chosen anyway is still checked.
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByTestId('photo-input');

    await user.upload(input, new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Допустимые форматы изображения: jpg, jpeg, png.')).toBeInTheDocument();
    await user.upload(input, new File(['MZ'], 'photo.png', { type: 'application/x-msdownload' }));
    expect(screen.getByText('Допустимые форматы изображения: jpg, jpeg, png.')).toBeInTheDocument();
    expect(patches(requests)).toEqual([]);

    const photo = new File(['png'], 'me.PNG', { type: 'image/png' });
    await user.upload(input, photo);

    await waitFor(() => expect(patches(requests)[0]?.body).toBeDefined());
    expect(patches(requests)).toHaveLength(1);
    const sent = (patches(requests)[0].body as FormData).get('image') as File;
    expect(sent.name).toBe(photo.name);
    expect(await sent.text()).toBe(await photo.text());
    expect(await screen.findByRole('img', { name: 'Фото профиля' })).toHaveAttribute('src', 'blob:photo');
    expect(screen.queryByText('Допустимые форматы изображения: jpg, jpeg, png.')).not.toBeInTheDocument();
  });

  it('says when the server refuses the photo', async () => {
    mockApi(candidateProfile(), () =>
      refusal(413, { detail: 'Файлы слишком большие. Сожмите их или загрузите по одному.' }),
    );
    const { user } = renderApp('/user');

    await user.upload(
      await screen.findByTestId('photo-input'),
      new File(['jpg'], 'me.jpg', { type: 'image/jpeg' }),
    );

    const alert = await screen.findByRole('alert', { name: 'Не удалось загрузить фото' });
    expect(alert).toHaveTextContent('Файлы слишком большие. Сожмите их или загрузите по одному.');
  });

  it('is deleted only after a confirmation', async () => {
    const requests = mockApi(candidateProfile({ image: '/api/v1/users/12/photo/' }), () =>
      HttpResponse.json(candidateProfile({ image: null })),
    );
    const { user } = renderApp('/user');
    expect(await screen.findByRole('img', { name: 'Фото профиля' })).toHaveAttribute('src', 'blob:photo');

    await user.click(screen.getByRole('button', { name: 'Фото профиля' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Удалить фото' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить фото профиля?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches(requests)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Фото профиля' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Удалить фото' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }));

    await waitFor(() => expect(patches(requests).map((request) => request.body)).toEqual([{ image: null }]));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Фото профиля' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Фото профиля' }));
    expect(await screen.findByRole('menuitem', { name: 'Загрузить фото' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Удалить фото' })).not.toBeInTheDocument();
  });
});

describe('the mail language', () => {
  const section = async () => screen.findByRole('region', { name: 'Язык писем' });

  it.each(['user', 'direct_enroll', 'expert'])(
    'is picked at any time (role %s), also in a locked profile, and saved with a notification',
    async (role) => {
      storeSession(role);
      const requests = mockApi(
        candidateProfile({ ...COMPLETE, role: role as ProfileDto['role'] }),
        async (request) => HttpResponse.json(candidateProfile({ ...COMPLETE, ...(await request.json()) })),
      );
      const { user } = renderApp('/user/profile');
      const mail = await section();
      const group = within(mail).getByRole('radiogroup', { name: 'Язык писем' });
      expect(group).toHaveAccessibleDescription('На этом языке приходят письма портала');
      expect(within(group).getByRole('radio', { name: 'Русский' })).toBeChecked();
      // The personal data are complete, so locked; the mail language is not.
      expect(screen.queryByRole('button', { name: 'Редактировать' })).not.toBeInTheDocument();

      await user.click(within(group).getByText('Қазақша'));

      expect(await screen.findByText('Язык писем сохранён')).toBeInTheDocument();
      expect(patches(requests).map((request) => request.body)).toEqual([{ mail_language: 'kk' }]);
      expect(within(group).getByRole('radio', { name: 'Қазақша' })).toBeChecked();
    },
  );

  it('says when the language could not be saved, and keeps the one the server holds', async () => {
    mockApi(candidateProfile(), () =>
      refusal(400, { mail_language: ['Выберите язык писем: русский (ru) или казахский (kk).'] }),
    );
    const { user } = renderApp('/user/profile');
    const mail = await section();

    await user.click(within(mail).getByText('Қазақша'));

    const alert = await within(mail).findByRole('alert', { name: 'Не удалось сохранить язык писем' });
    expect(alert).toHaveTextContent('Выберите язык писем: русский (ru) или казахский (kk).');
    expect(within(mail).getByRole('radio', { name: 'Русский' })).toBeChecked();
    expect(screen.queryByText('Язык писем сохранён')).not.toBeInTheDocument();
  });

  it('speaks Kazakh in the Kazakh interface', async () => {
    await i18n.changeLanguage('kk');
    mockApi(candidateProfile({ mail_language: 'kk' }), patched);
    const { user } = renderApp('/user/profile');
    const mail = await screen.findByRole('region', { name: 'Хаттардың тілі' });
    expect(within(mail).getByText('Портал хаттары осы тілде келеді')).toBeInTheDocument();
    expect(within(mail).getByRole('radio', { name: 'Қазақша' })).toBeChecked();

    await user.click(within(mail).getByText('Русский'));

    expect(await screen.findByText('Хаттардың тілі сақталды')).toBeInTheDocument();
    expect(within(mail).getByRole('radio', { name: 'Русский' })).toBeChecked();
  });
});

describe('the education tab', () => {
  it('shows the education of the application in the interface language and its documents', async () => {
    mockApi(candidateProfile());
    const { user } = renderApp('/user');
    await user.click(await screen.findByRole('tab', { name: 'Образование' }));
    expect(await screen.findByRole('row', { name: 'Уровень образования Высшее' })).toBeInTheDocument();
    // The application's `level` is the level's name as the applicant read it, maybe in Kazakh: not repeated.
    expect(screen.queryByText(/Учебное заведение/)).not.toBeInTheDocument();
    expect(screen.queryByText('Жоғары білім беру')).not.toBeInTheDocument();
    expect(row(/Квалификационная категория Педагог-исследователь/)).toBeInTheDocument();
    expect(row(/Учёная степень Нет/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать: Диплом об образовании' })).toBeInTheDocument();
    // No degree, so no degree document to offer.
    expect(screen.queryByRole('button', { name: /Документ об учёной степени/ })).not.toBeInTheDocument();

    await i18n.changeLanguage('kk');
    expect(await screen.findByRole('row', { name: 'Білім деңгейі Жоғары' })).toBeInTheDocument();
    expect(row(/Біліктілік санаты Педагог-зерттеуші/)).toBeInTheDocument();
  });
});

describe('the next step', () => {
  const fourTests = [1, 2, 3, 4].map((test_id) => ({
    ...testResult({ test_id, score: null, threshold: 70 }),
    status: 'not_started' as const,
    started_at: null,
    deadline_at: null,
    finished_at: null,
  }));

  it('tells a candidate just approved that the four tests are open, and leads there', async () => {
    mockApi(candidateProfile());
    server.use(
      http.get('/api/v1/workflows/candidatePipeline/mine/', () =>
        HttpResponse.json(pipelineView({ tests: fourTests })),
      ),
    );
    const { user, router } = renderApp('/user');

    const card = await screen.findByRole('region', { name: 'Следующий шаг' });
    expect(card).toHaveTextContent('открыты четыре вступительных теста. Осталось пройти: 4 из 4.');
    await user.click(within(card).getByRole('link', { name: 'Перейти к тестам' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/tests'));
  });

  it('says nothing once every test is taken, while the results are being scored', async () => {
    mockApi(candidateProfile());
    const taken = fourTests.map((test) => ({ ...test, status: 'grading' as const }));
    server.use(
      http.get('/api/v1/workflows/candidatePipeline/mine/', () =>
        HttpResponse.json(pipelineView({ tests: taken })),
      ),
    );
    renderApp('/user');

    expect(await screen.findByRole('row', { name: /Электронная почта/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Следующий шаг' })).not.toBeInTheDocument();
  });

  it('names the stage a direct enrolment is at, in Kazakh too', async () => {
    await i18n.changeLanguage('kk');
    mockApi(candidateProfile());
    server.use(
      http.get('/api/v1/workflows/candidatePipeline/mine/', () =>
        HttpResponse.json(
          pipelineView({ track: 'direct_enroll', position: 'theory', unlocked_stages: ['theory'] }),
        ),
      ),
    );
    renderApp('/user');

    const card = await screen.findByRole('region', { name: 'Келесі қадам' });
    expect(within(card).getByRole('link', { name: '«Теория» кезеңіне өту' })).toHaveAttribute(
      'href',
      '/user/courses',
    );
  });
});
