import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@/shared/i18n/i18n';
import { server } from '@/testing/http-server';
import { renderApp, storeSession } from '@/testing/render-app';
import type { PipelineFailure } from '@expert-portal/machines';
import type { PipelineView } from '@/shared/api/candidate-pipeline';
import { candidateProfile, pipelineView, testResult } from '../testing/candidate-fixtures';

const TEST_TITLES = [
  { id: 1, title: 'Психолингвистический тест', title_kz: 'Психолингвистикалық тест' },
  { id: 2, title: 'Вербальный анализ', title_kz: 'Вербалды талдау' },
  { id: 3, title: 'Сопоставление информации', title_kz: 'Ақпаратты салыстыру' },
  { id: 4, title: 'История и этнография Казахстана', title_kz: 'Қазақстан тарихы мен этнографиясы' },
];

function mockApi(pipeline: PipelineView): void {
  server.use(
    http.get('/api/v1/users/profile/', () => HttpResponse.json(candidateProfile())),
    http.get('/api/v1/workflows/candidatePipeline/mine/', () => HttpResponse.json(pipeline)),
    http.get('/api/v1/pre_course_test/', () => HttpResponse.json(TEST_TITLES)),
  );
}

function failedAt(
  failure: Omit<PipelineFailure, 'test_ids' | 'grade' | 'threshold' | 'at'> & Partial<PipelineFailure>,
) {
  return pipelineView({
    position: 'failed',
    unlocked_stages: ['tests', 'interview', 'essay', 'theory', 'practice'],
    failure: { test_ids: [], grade: null, threshold: null, at: '2026-09-05T10:30:00.000Z', ...failure },
    tests: [
      testResult({ test_id: 1, score: 80, threshold: 70 }),
      testResult({ test_id: 2, score: 20, threshold: 25 }),
      testResult({ test_id: 3, score: 60, threshold: 50 }),
      testResult({ test_id: 4, score: 46.67, threshold: 70 }),
    ],
  });
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
  storeSession('user');
});

describe('the failed stage alert on the dashboard', () => {
  it('names the tests below their pass mark with their scores, and the way to a retake', async () => {
    mockApi(failedAt({ stage: 'tests', reason: 'tests_below_threshold', test_ids: [2, 4] }));
    renderApp('/user');

    const alert = await screen.findByRole('alert', { name: 'Этап «Тесты» не пройден' });
    expect(within(alert).getByText('Тесты с результатом ниже проходного балла:')).toBeInTheDocument();
    const items = await within(alert).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Вербальный анализ: 20 из 100, проходной балл — 25',
      'История и этнография Казахстана: 46,67 из 100, проходной балл — 70',
    ]);
    expect(within(alert).getByText('Пересдачу этапа может разрешить администратор.')).toBeInTheDocument();
  });

  it.each([
    ['Собеседование', { stage: 'interview', reason: 'interview_failed' }, 'Собеседование не пройдено.'],
    [
      'Написание эссе',
      { stage: 'essay', reason: 'essay_below_threshold', grade: 42, threshold: 50 },
      'Эссе оценено на 42 из 100 — ниже проходного балла 50.',
    ],
    [
      'Практика',
      { stage: 'practice', reason: 'practice_below_threshold', grade: 60, threshold: 65 },
      'Практическое задание оценено на 60 из 100 — ниже проходного балла 65.',
    ],
  ] as const)('says why the stage «%s» was failed', async (stage, failure, reason) => {
    mockApi(failedAt(failure));
    renderApp('/user');

    const alert = await screen.findByRole('alert', { name: `Этап «${stage}» не пройден` });
    expect(within(alert).getByText(reason)).toBeInTheDocument();
    expect(within(alert).getByText('Пересдачу этапа может разрешить администратор.')).toBeInTheDocument();
  });

  it('speaks Kazakh to a Kazakh reader', async () => {
    await i18n.changeLanguage('kk');
    mockApi(failedAt({ stage: 'essay', reason: 'essay_below_threshold', grade: 42, threshold: 50 }));
    renderApp('/user');

    const alert = await screen.findByRole('alert', { name: '«Эссе жазу» кезеңінен өте алмадыңыз' });
    expect(
      within(alert).getByText('Эссе 100 баллдан 42 баллға бағаланды — бұл өту балынан (50) төмен.'),
    ).toBeInTheDocument();
    expect(within(alert).getByText('Кезеңді қайта тапсыруға әкімші рұқсат бере алады.')).toBeInTheDocument();
  });

  it('is not shown while the candidate is on their way', async () => {
    mockApi(pipelineView({ position: 'essay', unlocked_stages: ['tests', 'interview', 'essay'] }));
    renderApp('/user');

    expect(await screen.findByRole('link', { name: 'Написание эссе Этап открыт' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Личный кабинет', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
