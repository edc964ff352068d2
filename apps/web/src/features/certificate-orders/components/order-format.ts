import { normalizeLanguage, type CertificateOrderDto } from '@expert-portal/contracts';

/** A course's title in the interface language (Kazakh, or Russian for anything else). */
export function courseTitle(course: { title: string; title_kk: string }, language: string): string {
  return (normalizeLanguage(language) === 'kk' && course.title_kk) || course.title;
}

/**
 * The order's number as people know it, the act number in the interface language (the Russian one where the
 * Kazakh is missing), without a leading «№» (the texts put their own). The id is the database's, never shown.
 */
export function orderNumber(
  order: Pick<CertificateOrderDto, 'act_number' | 'act_number_kk'>,
  language: string,
): string {
  const number = (normalizeLanguage(language) === 'kk' && order.act_number_kk) || order.act_number;
  return number.replace(/^№\s*/, '');
}

// A status that says the order's signatures are over.
const SETTLED_STATUS = /done|completed|signed|approved/i;

/**
 * An order counts as pending unless all_signed is true, its pending count is zero, or its status
 * contains done, completed, signed or approved.
 */
export function isOrderPending(
  order: Pick<CertificateOrderDto, 'all_signed' | 'pending_users_count' | 'status'>,
): boolean {
  return !order.all_signed && order.pending_users_count > 0 && !SETTLED_STATUS.test(order.status);
}
