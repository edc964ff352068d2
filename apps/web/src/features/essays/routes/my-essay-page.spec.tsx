import type { EssayMeetingDto, UserEssayDto } from '@expert-portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { heldReply, recordRequests, server } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';
import { reportUploadProgress } from '@/testing/upload-progress';
import { essayPipeline, myEssay, myMeeting, page, THEMES, UPLOADED } from '../testing/my-essay-fixtures';

interface Candidate {
  essays: UserEssayDto[];
  meetings: EssayMeetingDto[];
  pipeline?: ReturnType<typeof essayPipeline>;
}

/** The candidate's API as it stands in `candidate`; choosing a theme records it there, as the server would. */
function answerCandidate(candidate: Candidate): void {
  server.use(
    http.get('/api/v1/workflows/candidatePipeline/mine/', () =>
      HttpResponse.json(candidate.pipeline ?? essayPipeline()),
    ),
    http.get('/api/v1/pre_essay_theme/', () => HttpResponse.json(THEMES)),
    http.get('/api/v1/pre_user_essay/', () => HttpResponse.json(page(candidate.essays))),
    http.get('/api/v1/pre_essay_meeting/', () => HttpResponse.json(candidate.meetings)),
    http.post('/api/v1/pre_essay_theme/:id/choose_theme/', ({ params }) => {
      const theme = THEMES.find((candidateTheme) => candidateTheme.id === Number(params.id));
      if (!theme) return HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 });
      candidate.essays = [myEssay({ ...candidate.essays[0], theme })];
      return HttpResponse.json(candidate.essays[0]);
    }),
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const fileInput = () => screen.getByTestId<HTMLInputElement>('essay-file-input');
const docx = (name = 'Моё эссе.docx') =>
  new File(['PK essay'], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('user');
});

describe('/user/essay: the theme', () => {
  it('lists the themes and sends the chosen one, then shows it with a way to change it', async () => {
    answerCandidate({ essays: [], meetings: [] });
    const requests = recordRequests();
    const { user } = renderApp('/user/essay');

    const themes = await screen.findByRole('radiogroup', { name: 'Темы эссе' });
    expect(within(themes).getAllByRole('radio')).toEqual([
      screen.getByRole('radio', { name: 'Роль учителя в цифровой школе' }),
      screen.getByRole('radio', { name: 'Оценивание без стресса' }),
    ]);
    expect(screen.getByRole('button', { name: 'Выбрать' })).toBeDisabled();
    expect(screen.getByText('Выберите тему — здесь появится встреча по ней.')).toBeInTheDocument();
    expect(screen.getByText('Сначала выберите тему эссе.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Оценивание без стресса' }));
    await user.click(screen.getByRole('button', { name: 'Выбрать' }));

    expect(await screen.findByTestId('chosen-theme')).toHaveTextContent('Оценивание без стресса');
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map(({ url, body }) => ({ url, body }))).toEqual([
      // The server reads only the theme's id, which the address carries.
      { url: '/api/v1/pre_essay_theme/2/choose_theme/', body: undefined },
    ]);
    expect(screen.getByText('Тему можно изменить, пока эссе не загружено.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выбрать файл' })).toBeInTheDocument();

    // Changing it offers the themes again, the current one selected.
    await user.click(screen.getByRole('button', { name: 'Изменить тему' }));
    expect(screen.getByRole('radio', { name: 'Оценивание без стресса' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Выбрать' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Роль учителя в цифровой школе' }));
    await user.click(screen.getByRole('button', { name: 'Выбрать' }));
    expect(await screen.findByTestId('chosen-theme')).toHaveTextContent('Роль учителя в цифровой школе');
  });

  it('shows the server’s refusal of a choice', async () => {
    answerCandidate({ essays: [], meetings: [] });
    server.use(
      http.post('/api/v1/pre_essay_theme/:id/choose_theme/', () =>
        HttpResponse.json({ detail: 'Этап эссе для вас сейчас закрыт.' }, { status: 409 }),
      ),
    );
    const { user } = renderApp('/user/essay');

    await user.click(await screen.findByRole('radio', { name: 'Оценивание без стресса' }));
    await user.click(screen.getByRole('button', { name: 'Выбрать' }));
    const alert = await screen.findByRole('alert', { name: 'Не удалось выбрать тему' });
    expect(alert).toHaveTextContent('Этап эссе для вас сейчас закрыт.');
  });

  it('locks the theme once the essay is uploaded, and offers to replace the file', async () => {
    answerCandidate({ essays: [myEssay(UPLOADED)], meetings: [] });
    renderApp('/user/essay');

    expect(await screen.findByTestId('chosen-theme')).toHaveTextContent('Роль учителя в цифровой школе');
    expect(screen.getByText('Эссе загружено, поэтому тему изменить нельзя.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Изменить тему' })).not.toBeInTheDocument();
    const uploaded = screen.getByTestId('uploaded-essay');
    expect(uploaded).toHaveTextContent('Эссе Касымов.docx');
    expect(uploaded).toHaveTextContent('Загружено 12 мая 2026 г.');
    expect(uploaded).toHaveTextContent('Слов в эссе: 312');
    expect(screen.getByRole('button', { name: 'Заменить файл' })).toBeInTheDocument();
    expect(screen.getByText('Эссе ещё не оценено. Оценка появится здесь.')).toBeInTheDocument();
  });
});

describe('/user/essay: the meeting', () => {
  it('shows the chosen theme’s meeting in Kazakhstan’s time with its link opening a new tab', async () => {
    answerCandidate({ essays: [myEssay()], meetings: [myMeeting()] });
    renderApp('/user/essay');

    const meeting = await screen.findByRole('article', { name: 'Роль учителя в цифровой школе' });
    expect(meeting).toHaveTextContent('15 мая 2026 г., 11:00');
    expect(within(meeting).getByText('Google Meet')).toBeInTheDocument();
    const open = within(meeting).getByRole('link', { name: /Перейти по ссылке/ });
    expect(open).toHaveAttribute('href', 'https://meet.google.com/abc-defg-hij');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('Встреча по выбранной теме пока не назначена.')).not.toBeInTheDocument();
  });

  it('says when no meeting is assigned to the chosen theme yet', async () => {
    answerCandidate({ essays: [myEssay()], meetings: [] });
    renderApp('/user/essay');

    expect(await screen.findByText('Встреча по выбранной теме пока не назначена.')).toBeInTheDocument();
    expect(within(section('Встреча')).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('/user/essay: the file', () => {
  it('sends the file as multipart with its progress, then shows it', async () => {
    const candidate: Candidate = { essays: [myEssay()], meetings: [] };
    answerCandidate(candidate);
    const reply = heldReply();
    server.use(http.post('/api/v1/pre_user_essay/', reply.resolver));
    const progress = reportUploadProgress();
    const requests = recordRequests();
    renderApp('/user/essay');

    expect(
      await screen.findByText('Не более 350 слов. Файл PDF, DOC или DOCX размером до 10 МБ.'),
    ).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', '.pdf,.doc,.docx');
    const file = docx();
    fireEvent.change(fileInput(), { target: { files: [file] } });

    const upload = () => requests.find((request) => request.method === 'POST');
    await waitFor(() => expect(upload()?.body).toBeDefined());
    expect(upload()?.url).toBe('/api/v1/pre_user_essay/');
    expect(upload()?.headers.authorization).toBe('Bearer stored-access-token');
    const sent = (upload()?.body as FormData).get('file') as File;
    expect(sent.name).toBe(file.name);
    expect(await sent.text()).toBe(await file.text());

    progress(40, 100);
    expect(screen.getByText('Загрузка файла: 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Загрузка файла' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    candidate.essays = [myEssay({ ...UPLOADED, file_name: 'Моё эссе.docx', word_count: 298 })];
    reply.send(HttpResponse.json(candidate.essays[0], { status: 201 }));
    expect(await screen.findByText('Эссе загружено')).toBeInTheDocument();
    expect(await screen.findByTestId('uploaded-essay')).toHaveTextContent('Моё эссе.docx');
    expect(screen.getByTestId('uploaded-essay')).toHaveTextContent('Слов в эссе: 298');
    expect(screen.getByRole('button', { name: 'Заменить файл' })).toBeInTheDocument();
  });

  it('shows the server’s refusal, such as too many words, in the user’s language', async () => {
    answerCandidate({ essays: [myEssay()], meetings: [] });
    server.use(
      http.post('/api/v1/pre_user_essay/', () =>
        HttpResponse.json({ file: ['В эссе 412 слов, допускается не более 350.'] }, { status: 400 }),
      ),
    );
    const requests = recordRequests();
    renderApp('/user/essay');

    fireEvent.change(await screen.findByTestId('essay-file-input'), { target: { files: [docx()] } });

    const alert = await screen.findByRole('alert', { name: 'Ошибка при загрузке. Попробуйте снова.' });
    expect(alert).toHaveTextContent('В эссе 412 слов, допускается не более 350.');
    expect(screen.queryByTestId('uploaded-essay')).not.toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.headers['accept-language']).toBe('ru');
  });

  it('refuses another type or too large a file before sending it', async () => {
    answerCandidate({ essays: [myEssay()], meetings: [] });
    const requests = recordRequests();
    renderApp('/user/essay');

    fireEvent.change(await screen.findByTestId('essay-file-input'), {
      target: { files: [new File(['text'], 'эссе.txt', { type: 'text/plain' })] },
    });
    const refusal = () => screen.findByRole('alert', { name: 'Ошибка при загрузке. Попробуйте снова.' });
    expect(await refusal()).toHaveTextContent('Допустимые форматы файла: .pdf, .doc, .docx.');

    const large = new File(['%PDF'], 'эссе.pdf', { type: 'application/pdf' });
    Object.defineProperty(large, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(fileInput(), { target: { files: [large] } });
    expect(await refusal()).toHaveTextContent('Файл слишком большой (не более 10 МБ).');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});

describe('/user/essay: the grade', () => {
  it('shows the points out of 100 and whether the essay passed, with nothing left to change', async () => {
    answerCandidate({
      essays: [
        myEssay({
          ...UPLOADED,
          grades: [{ grade: 72.5, passed: true, graded_at: '2026-05-20T09:00:00.000Z' }],
        }),
      ],
      meetings: [],
      pipeline: essayPipeline('theory', { grade: 72.5, passed: true }),
    });
    const view = renderApp('/user/essay');

    const grade = await screen.findByTestId('essay-grade');
    expect(grade).toHaveTextContent('72,5 из 100');
    expect(grade).toHaveTextContent('Эссе принято');
    expect(grade).toHaveTextContent('Проходной балл — 50 из 100.');
    expect(screen.getByText('Эссе оценено, поэтому заменить файл нельзя.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Заменить файл' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('essay-file-input')).not.toBeInTheDocument();
    view.unmount();

    answerCandidate({
      essays: [
        myEssay({
          ...UPLOADED,
          grades: [{ grade: 40, passed: false, graded_at: '2026-05-20T09:00:00.000Z' }],
        }),
      ],
      meetings: [],
      pipeline: essayPipeline('failed', { grade: 40, passed: false }),
    });
    renderApp('/user/essay');
    expect(await screen.findByTestId('essay-grade')).toHaveTextContent('40 из 100Эссе не принято');
  });

  it('starts over with a new theme after an admin grants a retake', async () => {
    answerCandidate({
      essays: [
        myEssay({
          ...UPLOADED,
          grades: [{ grade: 40, passed: false, graded_at: '2026-05-20T09:00:00.000Z' }],
        }),
      ],
      meetings: [],
      pipeline: essayPipeline('essay', null),
    });
    renderApp('/user/essay');

    expect(await screen.findByRole('radiogroup', { name: 'Темы эссе' })).toBeInTheDocument();
    expect(screen.queryByTestId('essay-grade')).not.toBeInTheDocument();
  });
});

it('speaks Kazakh', async () => {
  await i18n.changeLanguage('kk');
  answerCandidate({ essays: [myEssay()], meetings: [myMeeting({ link: 'https://us02web.zoom.us/j/1' })] });
  renderApp('/user/essay');

  expect(await screen.findByTestId('chosen-theme')).toHaveTextContent('Цифрлық мектептегі мұғалімнің рөлі');
  const meeting = await screen.findByRole('article', { name: 'Цифрлық мектептегі мұғалімнің рөлі' });
  expect(meeting).toHaveTextContent('15 мамыр 2026, 11:00');
  expect(within(meeting).getByRole('link', { name: /Сілтемеге өту/ })).toBeInTheDocument();
  expect(
    screen.getByText('350 сөзден аспауы керек. PDF, DOC немесе DOCX файлы, көлемі 10 МБ-қа дейін.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Тақырыпты өзгерту' })).toBeInTheDocument();
});
