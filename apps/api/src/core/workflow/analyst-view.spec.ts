import { readableBy, withoutFreeText } from './analyst-view';

describe('what analysts read of contexts, projections and payloads', () => {
  it('keeps numbers, booleans, the machines’ vocabulary and dates, and drops any text a person typed', () => {
    const stored = {
      reason_id: 3,
      passed: true,
      grade: null,
      by: 'staff',
      reason: 'tests_below_threshold',
      state: 'signing.awaiting_deputy',
      at: '2026-11-26T10:15:00.000Z',
      start_date: '2026-12-01',
      comment: 'Не совпадает ИИН 900101300123, звонить +77011234567',
      act_number: '105-П',
      iin: '900101300123',
      email: 'aliya@example.kz',
      name: 'Нурланова Алия',
      users: [{ user_id: 7, status: 'approved', note: 'Позвонить вечером' }],
    };
    expect(withoutFreeText(stored)).toEqual({
      reason_id: 3,
      passed: true,
      grade: null,
      by: 'staff',
      reason: 'tests_below_threshold',
      state: 'signing.awaiting_deputy',
      at: '2026-11-26T10:15:00.000Z',
      start_date: '2026-12-01',
      comment: null,
      act_number: null,
      iin: null,
      email: null,
      name: null,
      users: [{ user_id: 7, status: 'approved', note: null }],
    });
  });

  it('reduces only for analysts', () => {
    const payload = { comment: 'Документы в порядке' };
    expect(readableBy('analyst', payload)).toEqual({ comment: null });
    for (const role of ['admin', 'staff', 'deputy', 'user', 'system'] as const) {
      expect(readableBy(role, payload)).toBe(payload);
    }
  });
});
