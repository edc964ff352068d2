import { formatDate, formatDateTime, formatMeetingTime, formatRelative, parseInputDate } from './dates';

describe('dates in the interface languages', () => {
  const date = new Date(2026, 10, 22, 14, 5);

  it('names the month in Kazakh and Russian, whatever the browser’s ICU knows', () => {
    expect(formatDate(date, 'kk')).toBe('22 қараша 2026');
    expect(formatDate(date, 'kz')).toBe('22 қараша 2026');
    expect(formatDate(date, 'ru')).toBe('22 нояб. 2026 г.');
    expect(formatDate('2026-03-08', 'kk')).toBe('8 наурыз 2026');
    expect(formatDate('2026-03-08', 'ru')).toBe('8 мар. 2026 г.');
  });

  it('adds the time after a comma', () => {
    expect(formatDateTime(date, 'kk')).toBe('22 қараша 2026, 14:05');
    expect(formatDateTime(date, 'ru')).toBe('22 нояб. 2026 г., 14:05');
  });

  it('says how long ago in both languages', () => {
    const now = date.getTime();
    expect(formatRelative(now - 5 * 60_000, 'ru', now)).toBe('5 минут назад');
    expect(formatRelative(now - 5 * 60_000, 'kk', now)).toBe('5 минут бұрын');
    expect(formatRelative(now - 3 * 3_600_000, 'kk', now)).toBe('3 сағат бұрын');
  });

  it('reads a typed DD.MM.YYYY and refuses impossible dates', () => {
    expect(parseInputDate('22.11.2026')).toBe('2026-11-22');
    expect(parseInputDate('31.02.2026')).toBeNull();
    expect(parseInputDate('2026-11-22')).toBeNull();
    expect(parseInputDate('')).toBeNull();
  });

  it('shows a meeting at Kazakhstan’s time whatever the browser’s zone', () => {
    expect(formatMeetingTime('2026-05-04T05:00:00Z', 'ru')).toBe('4 мая 2026 г., 10:00');
    expect(formatMeetingTime('2026-05-04T10:00:00+05:00', 'kk')).toBe('4 мамыр 2026, 10:00');
  });
});
