/** React Query keys of the candidate's practice (spec §7). */
export const myPracticeKeys = {
  tasks: ['practice', 'mine', 'tasks'] as const,
};
