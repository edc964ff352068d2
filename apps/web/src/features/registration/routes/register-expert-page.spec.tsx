import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@expert-portal/contracts';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/shared/api/query-client';
import { QueryScope } from '@/shared/api/query-scope';
import { i18n } from '@/shared/i18n/i18n';
import { heldReply, recordRequests, server, type SentRequest } from '@/testing/http-server';
import { renderApp } from '@/testing/render-app';
import { reportUploadProgress } from '@/testing/upload-progress';
import { wizardFormPart } from '../components/wizard-form-part';
import { RegistrationWizardForm } from '../components/registration-wizard-form';

const item = (id: number, ru: string, kk: string) => ({ id, order: id * 10, ru, kk });
const LISTS = {
  teacher_category: [item(1, 'педагог', 'педагог'), item(2, 'педагог-эксперт', 'педагог-сарапшы')],
  languages: [item(1, 'Казахский язык', 'Қазақ тілі'), item(2, 'Русский язык', 'Орыс тілі')],
  subjects: [item(1, 'Математика', 'Математика'), item(2, 'Физика', 'Физика'), item(3, 'Химия', 'Химия')],
  education_level: [item(1, 'Высшее образование', 'Жоғары білім беру')],
};
type ListName = keyof typeof LISTS;

/** The reference lists as the API answers them: names in the Accept-Language, subjects over two pages. */
function mockLists(failing: ListName[] = []): SentRequest[] {
  const answer = (list: ListName) =>
    http.get(`/api/v1/${list}/`, ({ request }) => {
      if (failing.includes(list)) return HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 });
      const kk = request.headers.get('Accept-Language') === 'kk';
      const all = LISTS[list].map(({ id, order, ru, kk: name }) => ({ id, order, name: kk ? name : ru }));
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      const [results, next] =
        list === 'subjects' && page === 1
          ? [all.slice(0, 2), `http://127.0.0.1:3000/api/v1/subjects/?ordering=order&page_size=100&page=2`]
          : [list === 'subjects' ? all.slice(2) : all, null];
      return HttpResponse.json({ count: all.length, next, previous: null, results });
    });
  server.use(answer('teacher_category'), answer('languages'), answer('subjects'), answer('education_level'));
  return recordRequests();
}

/** The application as sent, and its answer, which the test gives when it chooses. */
interface Submission {
  sent: SentRequest;
  respond: (status: number, body: JsonBodyType) => void;
  /** The connection fails without an answer. */
  fail: () => void;
}

/** Holds the answer to POST /api/v1/applications/; `submitted` waits for the application to be sent. */
function holdSubmission(requests: SentRequest[]): { submitted: () => Promise<Submission> } {
  const reply = heldReply();
  server.use(http.post('/api/v1/applications/', reply.resolver));
  const posts = () => requests.filter((request) => request.method === 'POST');
  return {
    submitted: async () => {
      await waitFor(() => expect(posts()).toHaveLength(1));
      await waitFor(() => expect(posts()[0].body).toBeDefined());
      return {
        sent: posts()[0],
        respond: (status, body) => reply.send(HttpResponse.json(body, { status })),
        fail: () => reply.send(HttpResponse.error()),
      };
    },
  };
}

const byLabel = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

// jsdom has no layout, so Mantine's dropdowns stay hidden: the options are read and chosen as a keyboard
// user does it (type to filter, arrow down, Enter). A select draws its list when opened: `expectOptions` opens
// it, waits for `check` to pass on the options listed (they come once the reference lists are in), and closes it.
async function expectOptions(select: HTMLElement, check: (options: string[]) => void): Promise<void> {
  fireEvent.click(select);
  await waitFor(() => {
    const listbox = document.querySelector<HTMLElement>(
      `[role="listbox"][aria-labelledby="${select.id}-label"]`,
    );
    check(
      listbox
        ? within(listbox)
            .queryAllByRole('option', { hidden: true })
            .map((option) => option.textContent ?? '')
        : [],
    );
  });
  fireEvent.keyDown(select, { key: 'Escape' });
}

type User = ReturnType<typeof renderApp>['user'];

// The page fetches its form after its first paint; here it is in before, so each render shows the form at once.
beforeAll(() => wizardFormPart.preload());
beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
});

async function choose(user: User, select: HTMLElement, option: string): Promise<void> {
  await user.click(select);
  await user.type(select, option);
  await user.keyboard('{ArrowDown}{Enter}');
  expect(select).toHaveValue(option);
}

const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

describe('/register-expert: step 1 inputs', () => {
  it('keeps only digits up to 9, 12 and 10, with hints stating the digits required', async () => {
    mockLists();
    const { user } = renderApp('/register-expert');

    const idNumber = byLabel(/^Номер удостоверения личности/);
    const iin = byLabel(/^ИИН/);
    const phone = byLabel(/^Телефон/);
    await user.type(idNumber, '04a5-61 2378999');
    await user.type(iin, '9001x0145012999');
    await user.type(phone, '(701) 234-56-78 9');

    expect(idNumber).toHaveValue('045612378');
    expect(iin).toHaveValue('900101450129');
    expect(phone).toHaveValue('7012345678');
    expect(idNumber).toHaveAccessibleDescription('Только цифры (9 цифр)');
    expect(iin).toHaveAccessibleDescription('Только цифры (12 цифр)');
    expect(phone).toHaveAccessibleDescription(/\(10 цифр\)$/);
    expect(screen.getByText('+7')).toBeInTheDocument();
  });

  it('drops the leading 8 or 7 of a pasted 11-digit phone number', async () => {
    mockLists();
    const { user } = renderApp('/register-expert');
    const phone = byLabel(/^Телефон/);

    await user.click(phone);
    await user.paste('8 701 234 56 78');
    expect(phone).toHaveValue('7012345678');

    await user.clear(phone);
    await user.paste('+7 (777) 123-45-67');
    expect(phone).toHaveValue('7771234567');
  });

  it('counts valid step-1 fields in the step and overall percents', async () => {
    mockLists();
    const { user } = renderApp('/register-expert');
    const steps = within(screen.getByRole('list', { name: 'Шаги заявки' }));
    expect(steps.getAllByText('Заполнено 0%')).toHaveLength(3);
    expect(steps.getByText('Личные данные и реквизиты').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );

    await user.type(byLabel(/^ФИО/), 'Ахметова Айгерим');
    await user.type(byLabel(/^ИИН/), '900101450129');
    await user.type(byLabel(/^Электронная почта/), 'aigerim@example'); // not x@y.z yet: not counted

    expect(steps.getByText('Заполнено 22%')).toBeInTheDocument();
    // Overall: 2 of the 15 required fields (the optional certificates of step 3 do not count).
    expect(screen.getByText('Заявка заполнена на 13%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Заполнение заявки' })).toHaveAttribute(
      'aria-valuenow',
      '13',
    );
  });
});

describe('/register-expert: submitting with a missing field', () => {
  it('shows the banner, moves to step 1 and focuses the first failing field', async () => {
    mockLists();
    const { user } = renderApp('/register-expert');
    const iin = byLabel(/^ИИН/);
    // A wrong value says so as soon as the field loses focus, and Next stays on the step, on that field.
    await user.type(iin, '900101450128');
    await user.tab();
    expect(iin).toHaveAccessibleDescription(/ИИН недействителен/);
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.getByRole('heading', { name: 'Личные данные и реквизиты' })).toBeInTheDocument();
    expect(iin).toHaveFocus();
    await user.clear(iin);
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.getByRole('heading', { name: 'Профессиональные данные и документы' })).toHaveFocus();
    // Back from step 2 leads to step 1.
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('heading', { name: 'Личные данные и реквизиты' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    // Submit stays pressable; its hint says what is missing, and pressing it runs the ordered checks.
    const submit = screen.getByRole('button', { name: 'Отправить заявку' });
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAccessibleDescription(/обязательные поля шагов 1 и 2/);
    await user.click(submit);

    expect(screen.getByRole('alert')).toHaveTextContent('Укажите ФИО.');
    expect(screen.getByRole('heading', { name: 'Личные данные и реквизиты' })).toBeInTheDocument();
    const name = byLabel(/^ФИО/);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Укажите ФИО.');

    // Fixing it clears its message; the next submit stops at the IIN, still on step 1.
    await user.type(name, 'Ахметова Айгерим');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(byLabel(/^Номер удостоверения личности/), '045612378');
    await user.type(byLabel(/^Адрес/), 'Астана');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(screen.getByRole('alert')).toHaveTextContent('ИИН должен состоять из 12 цифр.');
    expect(byLabel(/^ИИН/)).toHaveFocus();
  });

  it('a step-2 failure opens step 2 on the failing select; the banner hides after 4 s', async () => {
    mockLists();
    const { user } = renderApp('/register-expert');
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Выберите категорию педагога.');
    expect(byLabel(/^Категория педагога/)).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 6000 });
    expect(screen.getByText('Выберите категорию педагога.')).toBeInTheDocument();
  });
});

describe('/register-expert: reference lists', () => {
  it('shows each list in the interface language, following its pages', async () => {
    const requests = mockLists();
    const { user } = renderApp('/register-expert');
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    await expectOptions(byLabel(/^Предмет/), (options) =>
      expect(options).toEqual(['Математика', 'Физика', 'Химия']),
    );
    const subjectCalls = requests.filter((request) => request.url.startsWith('/api/v1/subjects/'));
    expect(subjectCalls.map((request) => request.url)).toEqual([
      '/api/v1/subjects/?ordering=order&page_size=100',
      '/api/v1/subjects/?ordering=order&page_size=100&page=2',
    ]);
    expect(subjectCalls[0].headers['accept-language']).toBe('ru');
  });

  it('says under its select which list failed to load', async () => {
    mockLists(['subjects']);
    const { user } = renderApp('/register-expert');
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    const subject = byLabel(/^Предмет/);
    await waitFor(() =>
      expect(subject).toHaveAccessibleDescription(/Не удалось загрузить список предметов\./),
    );
    expect(byLabel(/^Второй предмет/)).toHaveAccessibleDescription(/Не удалось загрузить список предметов\./);
    expect(byLabel(/^Категория педагога/)).not.toHaveAccessibleDescription(/Не удалось/);
    expect(screen.getAllByRole('button', { name: 'Повторить' })).toHaveLength(2);
  });
});

/** Puts `text` into a field as a paste does: the steps' fill-ins, not the typing, are what these tests are about. */
async function fill(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

async function fillStep1(user: User): Promise<void> {
  await fill(user, byLabel(/^ФИО/), 'Ахметова Айгерим');
  await fill(user, byLabel(/^Номер удостоверения личности/), '045612378');
  await fill(user, byLabel(/^Адрес/), 'Астана, ул. Кенесары, 40');
  await fill(user, byLabel(/^ИИН/), '900101450129');
  await fill(user, byLabel(/^Электронная почта/), 'aigerim@example.kz');
  await fill(user, byLabel(/^Телефон/), '7012345678');
  await user.upload(byLabel(/^Удостоверение личности/), pdf('id.pdf'));
  await fill(user, byLabel(/^Наименование банка/), 'Halyk Bank');
  await fill(user, byLabel(/^ИИК/), 'KZ86125KZT5004100100');
}

async function fillStep2(user: User): Promise<void> {
  await expectOptions(byLabel(/^Уровень образования/), (options) => expect(options).toHaveLength(1));
  await choose(user, byLabel(/^Категория педагога/), 'педагог-эксперт');
  await choose(user, byLabel(/^Язык преподавания/), 'Казахский язык');
  await choose(user, byLabel(/^Язык обучения на курсе/), 'Русский язык');
  await fill(user, byLabel(/^Место работы/), 'Школа-лицей № 8');
  await choose(user, byLabel(/^Предмет/), 'Физика');
  await choose(user, byLabel(/^Уровень образования/), 'Высшее образование');
  await user.upload(byLabel(/^Справка с места работы/), pdf('work.pdf'));
}

async function fillAndSubmit(user: User): Promise<Submission> {
  const submission = holdSubmission(mockLists());
  await fillStep1(user);
  await user.click(screen.getByRole('button', { name: 'Далее' }));
  await fillStep2(user);
  await user.click(screen.getByRole('button', { name: 'Далее' }));
  const submit = screen.getByRole('button', { name: 'Отправить заявку' });
  expect(submit).not.toHaveAccessibleDescription(/обязательные поля/);
  await user.click(submit);
  return submission.submitted();
}

describe('/register-expert: sending', () => {
  it('sends the application’s multipart body with upload progress, then the success modal leads home', async () => {
    const requests = mockLists();
    const submission = holdSubmission(requests);
    const reportProgress = reportUploadProgress();
    const { user, router } = renderApp('/register-expert');
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await fillStep2(user);
    await user.click(screen.getByRole('radio', { name: 'Да' }));
    await user.upload(
      byLabel(/^Документ об учёной степени/),
      new File(['png'], 'degree.PNG', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.upload(byLabel(/^Другой сертификат/), new File([new Uint8Array(1536)], 'cert.jpg'));
    expect(screen.getByText('cert.jpg')).toBeInTheDocument();
    expect(screen.getByText('1,5 КБ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));

    const { sent, respond } = await submission.submitted();
    expect([sent.method, sent.url, sent.headers['accept-language'], sent.headers.authorization]).toEqual([
      'POST',
      '/api/v1/applications/',
      'ru',
      undefined,
    ]);
    const body = sent.body as FormData;
    const text = Object.fromEntries([...body].filter(([, value]) => typeof value === 'string'));
    expect(text).toEqual({
      name: 'Ахметова Айгерим',
      email: 'aigerim@example.kz',
      address: 'Астана, ул. Кенесары, 40',
      phone: '+77012345678',
      id_number: '045612378',
      iin: '900101450129',
      iik: 'KZ86125KZT5004100100',
      bank: 'Halyk Bank',
      workplace: 'Школа-лицей № 8',
      academic_status: 'true',
      language: '1',
      language_learn: '2',
      teacher_category: '2',
      subject: '2',
      education_level: '1',
      level: 'Высшее образование',
    });
    const files = [...body]
      .filter(([, value]) => value instanceof File)
      .map(([field, file]) => [field, (file as File).name]);
    expect(files).toEqual([
      ['identity_doc', 'id.pdf'],
      ['employment_certificate', 'work.pdf'],
      ['academic_degree_certificate', 'degree.PNG'],
      ['other_certificate', 'cert.jpg'],
    ]);

    expect(screen.getByText('Загрузка файлов: 0%')).toBeInTheDocument();
    reportProgress(512, 1024);
    expect(screen.getByText('Загрузка файлов: 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Загрузка файлов' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(screen.queryByText(/^Не все обязательные поля/)).not.toBeInTheDocument();

    respond(201, { id: 1, status: 'waiting', created_at: '2025-01-01T00:00:00Z' });
    const modal = await screen.findByRole('dialog', { name: 'Заявка принята' });
    expect(screen.queryByText(/^Не все обязательные поля/)).not.toBeInTheDocument();
    expect(modal).toHaveTextContent('Ваша заявка отправлена и будет рассмотрена.');
    // Its number, what happens next, and that the login (the IIN) and the password link come by mail.
    expect(modal).toHaveTextContent('Номер заявки: № 1');
    expect(within(modal).getByRole('heading', { name: 'Что дальше' })).toBeInTheDocument();
    expect(modal).toHaveTextContent(
      'Если заявку одобрят, на адрес aigerim@example.kz придёт письмо со ссылкой для создания пароля. Логин для входа в портал — ваш ИИН.',
    );
    await user.click(within(modal).getByRole('button', { name: 'ОК' }));
    expect(router.state.location.pathname).toBe('/');
  }, 20_000);

  it('a server field error moves to its step and focuses the field, naming it in the banner', async () => {
    const { user } = renderApp('/register-expert');
    const submission = await fillAndSubmit(user);
    // The IIN of someone who already has an account: they are told to sign in instead.
    submission.respond(400, { iin: [MESSAGES.ru['application.iin_has_account']] });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `ИИН: ${MESSAGES.ru['application.iin_has_account']}`,
    );
    expect(byLabel(/^ИИН/)).toHaveFocus();
    expect(byLabel(/^ИИН/)).toHaveAccessibleDescription(/войдите в портал/);
  }, 20_000);

  it.each([
    [
      'too large',
      (submission: Submission) => submission.respond(413, {}),
      'Файлы слишком большие. Сожмите их или загрузите по одному.',
    ],
    [
      'a server detail',
      (submission: Submission) => submission.respond(503, { detail: 'Сервис временно недоступен.' }),
      'Сервис временно недоступен.',
    ],
    ['a bare status', (submission: Submission) => submission.respond(502, null), 'Ошибка отправки (502)'],
    [
      'no connection',
      (submission: Submission) => submission.fail(),
      'Не удалось отправить заявку. Проверьте подключение и повторите попытку.',
    ],
  ])(
    '%s: stays on step 3 with the red banner',
    async (_, answer, banner) => {
      const { user } = renderApp('/register-expert');
      answer(await fillAndSubmit(user));
      expect(await screen.findByRole('alert')).toHaveTextContent(banner);
      expect(screen.getByRole('heading', { name: 'Сертификаты' })).toBeInTheDocument();
    },
    20_000,
  );
});

describe('/register-expert in Kazakh', () => {
  it('shows the form, the hints, the lists and the messages in Kazakh', async () => {
    const requests = mockLists();
    const { user } = renderApp('/register-expert');
    await user.click(screen.getByRole('button', { name: 'Қазақша' }));

    expect(screen.getByRole('heading', { name: 'Жеке деректер мен деректемелер' })).toBeInTheDocument();
    expect(byLabel(/^ЖСН/)).toHaveAccessibleDescription('Тек цифрлар (12 цифр)');
    await user.type(byLabel(/^ЖСН/), '900101450128');
    await user.click(screen.getByRole('button', { name: 'Келесі' }));
    expect(byLabel(/^ЖСН/)).toHaveAccessibleDescription(/ЖСН жарамсыз/);
    await user.clear(byLabel(/^ЖСН/));
    await user.click(screen.getByRole('button', { name: 'Келесі' }));
    await expectOptions(byLabel(/^Білім деңгейі/), (options) =>
      expect(options).toEqual(['Жоғары білім беру']),
    );
    expect(requests.filter((r) => r.headers['accept-language'] === 'kk').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Келесі' }));
    await user.click(screen.getByRole('button', { name: 'Өтінімді жіберу' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Аты-жөніңізді көрсетіңіз.');
  });
});

describe('the stepper', () => {
  const renderForm = (allowJump?: boolean) => {
    const router = createMemoryRouter(
      [{ path: '/register-expert', element: <RegistrationWizardForm allowJump={allowJump} /> }],
      { initialEntries: ['/register-expert'] },
    );
    render(
      <Providers queryClient={createQueryClient()}>
        <QueryScope>
          <RouterProvider router={router} />
        </QueryScope>
      </Providers>,
    );
    return within(screen.getByRole('list', { name: 'Шаги заявки' }));
  };

  it('offers no way to jump by default', () => {
    mockLists();
    expect(renderForm().queryAllByRole('button')).toEqual([]);
  });

  it('jumps to any step when the guard option is on', async () => {
    mockLists();
    const user = userEvent.setup();
    const steps = renderForm(true);
    await user.click(steps.getByRole('button', { name: /Сертификаты/ }));
    expect(screen.getByRole('heading', { name: 'Сертификаты', level: 2 })).toHaveFocus();
    await user.click(steps.getByRole('button', { name: /Личные данные и реквизиты/ }));
    expect(byLabel(/^ФИО/)).toBeInTheDocument();
  });
});
