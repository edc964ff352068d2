import type { Language } from '@expert-portal/contracts';

const DATE_LOCALES = { kk: 'kk-KZ', ru: 'ru-RU' } as const;

// Up to a week old: "5 минут назад" / "5 минут бұрын"; older: the date and time.
const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** When a notification came, in the interface language, relative to `now` while it is recent. */
export function formatNotificationDate(iso: string, language: Language, now = Date.now()): string {
  const date = new Date(iso);
  const relative = new Intl.RelativeTimeFormat(DATE_LOCALES[language], { numeric: 'auto' });
  let amount = (date.getTime() - now) / 1000;
  for (const [unit, perNext] of STEPS) {
    // Under a minute reads "now": a seconds count would only tick away while the list is open.
    if (unit === 'second' && Math.abs(amount) < perNext) return relative.format(0, 'second');
    if (Math.abs(Math.round(amount)) < perNext) return relative.format(Math.round(amount), unit);
    amount /= perNext;
  }
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}
