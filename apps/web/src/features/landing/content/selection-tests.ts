import { DEFAULT_PIPELINE_THRESHOLDS } from '@expert-portal/machines';

export interface SelectionTest {
  /** Key of the test's texts under `test.<id>` in the home namespace. */
  id: 'psycholinguistic' | 'verbal' | 'matching' | 'history';
  minutes: number;
  items: number;
  itemKind: 'tasks' | 'questions';
  /** Pass threshold in percent. */
  threshold: number;
  /** Whether `test.<id>.note` breaks the items down further. */
  hasNote: boolean;
}

const [psycholinguistic, verbal, matching, history] = DEFAULT_PIPELINE_THRESHOLDS.tests;

/** The four pre-course tests as the landing presents them, in the order they are taken. */
export const SELECTION_TESTS: readonly SelectionTest[] = [
  {
    id: 'psycholinguistic',
    minutes: 60,
    items: 15,
    itemKind: 'tasks',
    threshold: psycholinguistic,
    hasNote: true,
  },
  { id: 'verbal', minutes: 22, items: 25, itemKind: 'questions', threshold: verbal, hasNote: false },
  { id: 'matching', minutes: 6, items: 30, itemKind: 'questions', threshold: matching, hasNote: false },
  { id: 'history', minutes: 15, items: 10, itemKind: 'questions', threshold: history, hasNote: false },
];
