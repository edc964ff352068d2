export type { FailedOutboxDto, FailedTimerDto, RetriedRowDto } from '@expert-portal/contracts';

/** The two kinds of failed rows, each a tab of the page. */
export type FailureKind = 'timers' | 'outbox';
