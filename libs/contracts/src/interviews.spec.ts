import { kazakhstanWallClock, parseMeetingTime } from './interviews';

describe('kazakhstanWallClock', () => {
  it.each([
    ['2026-05-04T05:00:00.000Z', '2026-05-04T10:00'],
    ['2026-05-04T10:00:00+05:00', '2026-05-04T10:00'],
    ['2026-05-04T07:30:00+03:00', '2026-05-04T09:30'],
    // Past Kazakhstan's midnight, into the next day, month and year.
    ['2026-12-31T20:30:00.000Z', '2027-01-01T01:30'],
    // Seconds are not shown: the form holds minutes.
    ['2026-05-04T05:00:59.999Z', '2026-05-04T10:00'],
  ])('shows %s as %s', (instant, wallClock) => {
    expect(kazakhstanWallClock(instant)).toBe(wallClock);
  });

  it('takes a Date too', () => {
    expect(kazakhstanWallClock(new Date(Date.UTC(2026, 1, 28, 19, 5)))).toBe('2026-03-01T00:05');
  });

  it('is read back by parseMeetingTime as the same instant', () => {
    const instant = '2026-11-22T09:15:00.000Z';
    expect(parseMeetingTime(kazakhstanWallClock(instant) as string)?.toISOString()).toBe(instant);
  });

  it('is null for text that is no time', () => {
    expect(kazakhstanWallClock('')).toBeNull();
    expect(kazakhstanWallClock('завтра')).toBeNull();
  });
});
