import type { Role } from '@expert-portal/contracts';

/** The roles as the back office's Russian documents (exports) name them. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Администратор',
  director: 'Директор',
  deputy: 'Заместитель директора',
  staff: 'Сотрудник',
  analyst: 'Аналитик',
  expert: 'Эксперт',
  direct_enroll: 'Прямое зачисление',
  user: 'Кандидат',
};

/** A role's label, a role unknown to this version as it is, none as null. */
export const roleLabel = (role: string | null): string | null =>
  role ? (ROLE_LABELS[role as Role] ?? role) : null;
