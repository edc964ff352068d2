import type { OwnPracticeAnswerDto, OwnPracticeTaskDto, PracticeFileDto } from '@expert-portal/contracts';
import { candidateProjection } from '@/testing/candidate-pipeline';

export function practiceFile(id: number, name: string, size = 4096): PracticeFileDto {
  return {
    id,
    file: `http://testserver/api/v1/practice/5/files/${id}/`,
    name,
    size,
    mime: 'application/pdf',
  };
}

/** A task of the caller's as GET /api/v1/practice/ lists it: open, no answer yet. */
export function practiceTask(change: Partial<OwnPracticeTaskDto> = {}): OwnPracticeTaskDto {
  return {
    id: 5,
    title: 'Экспертное заключение на учебник',
    title_kk: 'Оқулыққа сараптамалық қорытынды',
    instruction: 'Проведите экспертизу главы учебника и оформите заключение по шаблону.',
    instruction_kk: 'Оқулық тарауына сараптама жүргізіп, қорытындыны үлгі бойынша рәсімдеңіз.',
    deadline: '2099-12-20T18:59:59.999Z',
    course: { id: 7, title: 'Экспертиза учебных материалов', title_kk: 'Оқу материалдарын сараптау' },
    files: [practiceFile(21, 'Шаблон заключения.docx')],
    created_at: '2026-10-01T08:00:00.000Z',
    answer: null,
    users: [
      { id: 3, name: 'Касымов Ерлан', username: 'kasymov', email: 'kasymov@mail.kz', phone: '7011234567' },
    ],
    answers: [],
    can_answer: true,
    ...change,
  };
}

export function practiceAnswer(change: Partial<OwnPracticeAnswerDto> = {}): OwnPracticeAnswerDto {
  return {
    id: 40,
    task: 5,
    files: [
      {
        ...practiceFile(61, 'Заключение Касымов.pdf'),
        file: 'http://testserver/api/v1/practice/5/answer/40/files/61/',
      },
    ],
    submitted_at: '2026-11-02T06:15:00.000Z',
    grade: null,
    passed: null,
    has_grade: false,
    graded_at: null,
    ...change,
  };
}

export const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

/** GET /api/v1/workflows/candidatePipeline/mine/ of a candidate at practice. */
export const practicePipeline = {
  id: '41',
  state_path: 'practice',
  tags: ['stage:practice:open'],
  projection: candidateProjection({
    position: 'practice',
    unlocked_stages: ['tests', 'interview', 'essay', 'theory', 'practice'],
  }),
};
