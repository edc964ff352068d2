import type { CandidatePipelineProjection } from '@expert-portal/machines';
import type {
  LessonDto,
  LessonQuestionDto,
  LessonTestDto,
  LessonTestResultDto,
  OwnCourseDto,
  StoredFileDto,
} from '@expert-portal/contracts';
import { candidateProjection } from '@/testing/candidate-pipeline';

/** A course of the candidate's as GET /api/v1/courses/own/ answers it (in progress, with a cover). */
export function ownCourse(change: Partial<OwnCourseDto> = {}): OwnCourseDto {
  return {
    id: 7,
    title: 'Экспертиза учебных материалов',
    title_kk: 'Оқу материалдарын сараптау',
    description: 'Как оценивать учебники и пособия по критериям экспертизы.',
    description_kk: 'Оқулықтар мен құралдарды сараптама критерийлері бойынша қалай бағалау керек.',
    months_duration: 2,
    academic_hours: 72,
    education_type: 'Повышение квалификации',
    education_type_kk: 'Біліктілікті арттыру',
    duration: '8 недель',
    price: null,
    image: '/api/v1/courses/7/image/',
    image_name: 'cover.png',
    certificate_template_ru: null,
    certificate_template_ru_name: null,
    certificate_template_kk: null,
    certificate_template_kk_name: null,
    users_count: 12,
    created_at: '2026-09-01T08:00:00.000Z',
    is_completed: false,
    status: 'in_progress',
    lessons_count: 3,
    enrolled_at: '2026-09-02T08:00:00.000Z',
    completed_at: null,
    ...change,
  };
}

export function lessonFile(id: number, name: string, size = 2048): StoredFileDto {
  return {
    id,
    file: `http://testserver/api/v1/courses/7/lessons/1/files/${id}/`,
    name,
    size,
    mime: 'application/pdf',
  };
}

export function lesson(
  change: Partial<LessonDto> & Pick<LessonDto, 'id' | 'title' | 'date_time'>,
): LessonDto {
  return {
    course: 7,
    title_kk: '',
    description: '',
    description_kk: '',
    link: null,
    file_link: null,
    files: [],
    published: true,
    public: false,
    test: null,
    result: null,
    ...change,
  };
}

export const TEST: LessonTestDto = {
  id: 31,
  title: 'Критерии экспертизы',
  title_kz: 'Сараптама өлшемдері',
  lesson: 1,
  questions: [],
};

export const QUESTIONS: LessonQuestionDto[] = [
  {
    id: 101,
    title: 'Что проверяют в первую очередь?',
    title_kz: 'Алдымен не тексеріледі?',
    multiple: false,
    answers: [
      { id: 1001, title: 'Соответствие стандарту', title_kz: 'Стандартқа сәйкестігі' },
      { id: 1002, title: 'Цвет обложки', title_kz: 'Мұқабаның түсі' },
    ],
  },
  {
    id: 102,
    title: 'Какие документы нужны эксперту?',
    title_kz: 'Сарапшыға қандай құжаттар керек?',
    multiple: true,
    answers: [
      { id: 1003, title: 'Программа', title_kz: 'Бағдарлама' },
      { id: 1004, title: 'Учебник', title_kz: 'Оқулық' },
      { id: 1005, title: 'Газета', title_kz: 'Газет' },
    ],
  },
];

/** The graded attempt of TEST: the first question right, the second one wrong. */
export const RESULT: LessonTestResultDto = {
  test_id: 31,
  user_id: 12,
  grade: 50,
  submitted_at: '2026-10-05T07:30:00.000Z',
  results: [
    {
      question_id: 101,
      title: QUESTIONS[0].title,
      title_kz: QUESTIONS[0].title_kz,
      selected: [1001],
      correct: [1001],
      is_correct: true,
    },
    {
      question_id: 102,
      title: QUESTIONS[1].title,
      title_kz: QUESTIONS[1].title_kz,
      selected: [1003],
      correct: [1003, 1004],
      is_correct: false,
    },
  ],
};

/** GET /api/v1/workflows/candidatePipeline/mine/ of a candidate at `position` with `unlocked` stages open. */
export function coursesPipeline(
  position: CandidatePipelineProjection['position'] = 'theory',
  unlocked: CandidatePipelineProjection['unlocked_stages'] = ['tests', 'interview', 'essay', 'theory'],
) {
  return {
    id: '41',
    state_path: position,
    tags: [`stage:${position}:open`],
    projection: candidateProjection({ position, unlocked_stages: unlocked }),
  };
}
