/** Query keys of the admin essay screen: an action invalidates the part of `essayAdminKeys.all` it changed. */
export const essayAdminKeys = {
  all: ['essays', 'admin'] as const,
  themes: ['essays', 'admin', 'themes'] as const,
  meetings: ['essays', 'admin', 'meetings'] as const,
  essays: ['essays', 'admin', 'essays'] as const,
  essayPage: (page: number) => ['essays', 'admin', 'essays', page] as const,
};
