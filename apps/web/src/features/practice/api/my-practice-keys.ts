/** React Query keys of the candidate's practice. */
export const myPracticeKeys = {
  tasks: ['practice', 'mine', 'tasks'] as const,
};
