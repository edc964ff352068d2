import { formatNotificationDate } from './format-notification-date';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number): string => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('the date of a notification', () => {
  it.each([
    [30_000, 'несколько секунд назад', 'бірнеше секунд бұрын'],
    [5 * MINUTE, '5 минут назад', '5 минут бұрын'],
    [3 * HOUR, '3 часа назад', '3 сағат бұрын'],
    [DAY, 'день назад', 'бір күн бұрын'],
    [3 * DAY, '3 дня назад', '3 күн бұрын'],
  ])('is relative while recent (%i ms ago)', (age, ru, kk) => {
    expect(formatNotificationDate(ago(age), 'ru', NOW)).toBe(ru);
    expect(formatNotificationDate(ago(age), 'kk', NOW)).toBe(kk);
  });

  it('is the date and time, in the language, from a week on', () => {
    const date = ago(8 * DAY);
    expect(formatNotificationDate(date, 'ru', NOW)).toMatch(/^2 мар\. 2026 г\., \d\d:\d\d$/);
    expect(formatNotificationDate(date, 'kk', NOW)).toMatch(/^2 наурыз 2026, \d\d:\d\d$/);
  });
});
