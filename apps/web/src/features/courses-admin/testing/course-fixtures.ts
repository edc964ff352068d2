import type { UserEvent } from '@testing-library/user-event';
import type {
  CourseDto,
  LessonDto,
  LessonQuestionDto,
  LessonTestDto,
  StoredFileDto,
} from '@expert-portal/contracts';

export const ADMIN_PROFILE = {
  id: 1,
  name: 'Сейткали Айгерим',
  username: 'admin',
  first_name: '',
  last_name: '',
  role: 'admin',
};

export function course(id: number, overrides: Partial<CourseDto> = {}): CourseDto {
  return {
    id,
    title: `Курс ${id}`,
    title_kk: `${id}-курс`,
    description: 'Описание курса',
    description_kk: 'Курстың сипаттамасы',
    months_duration: 3,
    academic_hours: 72,
    education_type: 'Повышение квалификации',
    education_type_kk: 'Біліктілікті арттыру',
    duration: '3 месяца',
    price: 45000,
    image: null,
    image_name: null,
    certificate_template_ru: null,
    certificate_template_ru_name: null,
    certificate_template_kk: null,
    certificate_template_kk_name: null,
    users_count: 2,
    created_at: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

export function storedFile(id: number, name: string): StoredFileDto {
  return { id, file: `http://portal/api/v1/files/${id}/`, name, size: 1024, mime: 'application/pdf' };
}

export function lesson(id: number, overrides: Partial<LessonDto> = {}): LessonDto {
  return {
    id,
    course: 7,
    title: `Урок ${id}`,
    title_kk: `${id}-сабақ`,
    description: '',
    description_kk: '',
    date_time: '2026-12-01T05:00:00.000Z',
    link: null,
    file_link: null,
    files: [],
    published: true,
    public: false,
    test: null,
    result: null,
    ...overrides,
  };
}

export function question(id: number, overrides: Partial<LessonQuestionDto> = {}): LessonQuestionDto {
  return {
    id,
    title: `Вопрос ${id}`,
    title_kz: `${id}-сұрақ`,
    answers: [
      { id: id * 10 + 1, title: `Верный ${id}`, title_kz: `Дұрыс ${id}`, is_correct: true },
      { id: id * 10 + 2, title: `Неверный ${id}`, title_kz: `Қате ${id}`, is_correct: false },
    ],
    multiple: false,
    ...overrides,
  };
}

export function lessonTest(id: number, lessonId: number, questions: LessonQuestionDto[]): LessonTestDto {
  return { id, lesson: lessonId, title: 'Тест по уроку', title_kz: 'Сабақ тесті', questions };
}

/** Puts `text` into a field at once (a paste): typing every letter makes the long forms' specs slow. */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
