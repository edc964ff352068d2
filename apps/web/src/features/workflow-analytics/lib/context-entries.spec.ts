import { contextEntries, MAX_CONTEXT_ENTRIES } from './context-entries';

it('flattens a context into fields to read: dotted paths, numbered list items, plain lists on one line', () => {
  expect(
    contextEntries({
      application_id: 41,
      signed_by_staff: { at: '2026-03-02T10:30:00.000Z', name: 'Серикова Дана' },
      rejection: null,
      unlocked: ['tests', 'interview'],
      tests: [
        { test_id: 3, passed: true },
        { test_id: 4, passed: false },
      ],
      failure: {},
      retakes: [],
    }),
  ).toEqual({
    entries: [
      { key: 'application_id', value: 41 },
      { key: 'signed_by_staff.at', value: '2026-03-02T10:30:00.000Z' },
      { key: 'signed_by_staff.name', value: 'Серикова Дана' },
      { key: 'rejection', value: null },
      { key: 'unlocked', value: 'tests, interview' },
      { key: 'tests[1].test_id', value: 3 },
      { key: 'tests[1].passed', value: true },
      { key: 'tests[2].test_id', value: 4 },
      { key: 'tests[2].passed', value: false },
      { key: 'failure', value: null },
      { key: 'retakes', value: null },
    ],
    total: 11,
  });
});

it('shows nothing for an empty context, and at most a few hundred fields of a huge one', () => {
  expect(contextEntries({})).toEqual({ entries: [], total: 0 });
  expect(contextEntries(null)).toEqual({ entries: [], total: 0 });
  const users = Array.from({ length: 300 }, (_, index) => ({ user_id: index, status: 'approved' }));
  const { entries, total } = contextEntries({ users });
  expect(entries).toHaveLength(MAX_CONTEXT_ENTRIES);
  expect(total).toBe(600);
});
