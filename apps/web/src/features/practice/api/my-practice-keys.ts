import { PRACTICE_MAX_PAGE_SIZE } from '@expert-portal/contracts';

/** The candidate's practice API (spec §7): paths and React Query keys. */
const PRACTICE_PATH = '/api/v1/practice/';

export const myPracticePaths = {
  /** Every task of the caller's in one page: a user is attached to a few at most. */
  tasks: PRACTICE_PATH,
  tasksQuery: { page_size: PRACTICE_MAX_PAGE_SIZE },
  answer: (taskId: number) => `${PRACTICE_PATH}${taskId}/answer/`,
};

export const myPracticeKeys = {
  tasks: ['practice', 'mine', 'tasks'] as const,
};
