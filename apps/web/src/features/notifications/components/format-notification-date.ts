import type { Language } from '@expert-portal/contracts';
import { formatDateTime, formatRelative } from '@/shared/lib/dates';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** When a notification came, in the interface language: relative to `now` for a week, then the date and time. */
export function formatNotificationDate(iso: string, language: Language, now = Date.now()): string {
  return now - Date.parse(iso) < WEEK_MS ? formatRelative(iso, language, now) : formatDateTime(iso, language);
}
