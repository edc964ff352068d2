import type { FailureKind } from './types';

export const FAILURES_PAGE_SIZE = 20;

export const workflowFailureKeys = {
  all: ['workflow-failures'] as const,
  kind: (kind: FailureKind) => [...workflowFailureKeys.all, kind] as const,
  page: (kind: FailureKind, page: number) => [...workflowFailureKeys.kind(kind), page] as const,
};
