/** Query keys of the feature: every action invalidates `applicationKeys.all`, so lists and details refresh. */
export const applicationKeys = {
  all: ['applications'] as const,
  list: (query: object) => ['applications', 'list', query] as const,
  count: (status: string) => ['applications', 'count', status] as const,
  detail: (id: number) => ['applications', 'detail', id] as const,
  history: (instanceId: string) => ['applications', 'history', instanceId] as const,
};
