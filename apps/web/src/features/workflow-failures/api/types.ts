/** The two kinds of failed rows, each a tab of the page. */
export type FailureKind = 'timers' | 'outbox';
