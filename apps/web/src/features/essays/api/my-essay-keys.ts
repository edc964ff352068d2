/** Query keys of the candidate's essay page (the admin screen keeps its own under ['essays', 'admin']). */
export const myEssayKeys = {
  all: ['essays', 'mine'] as const,
  themes: ['essays', 'mine', 'themes'] as const,
  essay: ['essays', 'mine', 'essay'] as const,
  meetings: ['essays', 'mine', 'meetings'] as const,
};
