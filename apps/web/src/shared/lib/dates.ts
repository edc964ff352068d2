import { normalizeLanguage, type Language } from '@expert-portal/contracts';
import dayjs, { type ConfigType } from 'dayjs';
import 'dayjs/locale/kk';
import 'dayjs/locale/ru';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';

// Dates are formatted here rather than with Intl: browsers ship ICU without Kazakh month names (Chromium
// prints «2026 M11 22»), while dayjs carries its own kk and ru locale data. customParseFormat lets the
// date inputs read a typed DD.MM.YYYY.
dayjs.extend(customParseFormat);
dayjs.extend(relativeTime);
dayjs.extend(utc);

const PATTERNS: Record<Language, { date: string; dateTime: string }> = {
  kk: { date: 'D MMMM YYYY', dateTime: 'D MMMM YYYY, HH:mm' },
  ru: { date: 'D MMM YYYY [г.]', dateTime: 'D MMM YYYY [г.], HH:mm' },
};

/** How people type and read a date in a field, in both languages. */
export const DATE_INPUT_FORMAT = 'DD.MM.YYYY';

/** What the API takes and gives for a calendar date. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';

/** The dayjs locale of an interface language ('kz', 'kk' → kk; anything else → ru). */
export function dateLocale(language: string): Language {
  return normalizeLanguage(language);
}

/** «22 қараша 2026» / «22 нояб. 2026 г.». */
export function formatDate(value: ConfigType, language: string): string {
  const locale = dateLocale(language);
  return dayjs(value).locale(locale).format(PATTERNS[locale].date);
}

/** «22 қараша 2026, 14:05» / «22 нояб. 2026 г., 14:05». */
export function formatDateTime(value: ConfigType, language: string): string {
  const locale = dateLocale(language);
  return dayjs(value).locale(locale).format(PATTERNS[locale].dateTime);
}

/** «14:05:09»: a time of day to the second, for figures that refresh every few seconds. */
export function formatTimeOfDay(value: ConfigType): string {
  return dayjs(value).format('HH:mm:ss');
}

/** «5 минут назад» / «5 минут бұрын», relative to `now`. */
export function formatRelative(value: ConfigType, language: string, now: ConfigType = Date.now()): string {
  return dayjs(value).locale(dateLocale(language)).from(dayjs(now));
}

/** A typed DD.MM.YYYY as the API's YYYY-MM-DD, or null while it is not a real date (31.02.2026). */
export function parseInputDate(text: string): string | null {
  const parsed = dayjs(text.trim(), DATE_INPUT_FORMAT, true);
  return parsed.isValid() ? parsed.format(API_DATE_FORMAT) : null;
}

/** Kazakhstan's one zone (UTC+5, contracts' KAZAKHSTAN_UTC_OFFSET), in minutes. */
const KAZAKHSTAN_OFFSET_MINUTES = 5 * 60;

/**
 * A meeting's date and time as it happens in Kazakhstan (interviews, essay meetings), whatever the browser's
 * zone: «4 мая 2026 г., 10:00» / «4 мамыр 2026, 10:00».
 */
export function formatMeetingTime(value: ConfigType, language: string): string {
  const locale = dateLocale(language);
  return dayjs(value).utcOffset(KAZAKHSTAN_OFFSET_MINUTES).locale(locale).format(PATTERNS[locale].dateTime);
}

/** A moment as Kazakhstan's clocks showed it (a certificate's revocation), the same for every visitor. */
export const formatKazakhstanDateTime = formatMeetingTime;
