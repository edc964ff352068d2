import type { CandidatePipelineProjection, PipelinePosition } from '@expert-portal/machines';
import type { EssayMeetingDto, EssayThemeDto, Page, UserEssayDto } from '@expert-portal/contracts';

export const THEMES: EssayThemeDto[] = [
  { id: 1, name: 'Роль учителя в цифровой школе', name_kk: 'Цифрлық мектептегі мұғалімнің рөлі' },
  { id: 2, name: 'Оценивание без стресса', name_kk: 'Күйзеліссіз бағалау' },
];

/** GET …/candidatePipeline/mine/ of a candidate at the essay stage (or moved on, or failed, once graded). */
export function essayPipeline(
  position: PipelinePosition = 'essay',
  essay: { grade: number; passed: boolean } | null = null,
) {
  const projection: CandidatePipelineProjection = {
    user_id: 12,
    track: 'user',
    user_role: 'user',
    position,
    unlocked_stages: ['tests', 'interview', 'essay'],
    failure: null,
    tests: [],
    interview: { grade: 100, passed: true, at: '2026-05-05T09:00:00.000Z', actor_id: 1 },
    essay: essay && { ...essay, at: '2026-05-20T09:00:00.000Z', actor_id: 1 },
    practice: null,
    certificate_id: null,
  };
  return {
    id: '41',
    state_path: position,
    tags: position === 'failed' ? ['pipeline:failed'] : [`stage:${position}:open`],
    projection,
  };
}

/** The candidate's essay with a chosen theme and no file yet, unless changed. */
export function myEssay(change: Partial<UserEssayDto> = {}): UserEssayDto {
  return {
    id: 5,
    user: { id: 12, name: 'Касымов Марат', username: '850515400181' },
    theme: THEMES[0],
    file: null,
    file_name: null,
    word_count: null,
    uploaded_at: null,
    grades: [],
    ...change,
  };
}

export const UPLOADED: Partial<UserEssayDto> = {
  file: 'http://localhost/api/v1/pre_user_essay/5/file/',
  file_name: 'Эссе Касымов.docx',
  word_count: 312,
  uploaded_at: '2026-05-12T07:15:00.000Z',
};

export function myMeeting(change: Partial<EssayMeetingDto> = {}): EssayMeetingDto {
  return {
    id: 3,
    theme: THEMES[0],
    link: 'https://meet.google.com/abc-defg-hij',
    meeting_time: '2026-05-15T06:00:00.000Z',
    type: 'google_meet',
    type_label: 'Google Meet',
    ...change,
  };
}

export function page<T>(results: T[]): Page<T> {
  return { count: results.length, next: null, previous: null, results };
}
