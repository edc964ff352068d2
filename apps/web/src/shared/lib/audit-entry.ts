import { isRole, type AuditAction, type AuditEntryDto } from '@expert-portal/contracts';
import type { TFunction } from 'i18next';

// The words of the audit trail (the `audit` namespace), shared by the accounts screen's history and the audit
// log: what an action is called, who did it, and what its detail says.

/** Sign-in failures stand out: a wrong password or code orange, a refusal or a lock red. */
const ACTION_COLORS: Partial<Record<AuditAction, string>> = {
  login_failed: 'orange',
  login_unknown: 'orange',
  mfa_failed: 'orange',
  login_locked: 'red',
  login_deactivated: 'red',
  account_locked: 'red',
  account_deactivated: 'red',
  login_succeeded: 'green',
  account_reactivated: 'green',
  account_unlocked: 'green',
  logout: 'gray',
  role_changed: 'violet',
  mfa_enrolled: 'teal',
  mfa_disabled: 'yellow',
  mfa_reset: 'yellow',
};

/** The badge colour of an action (account actions blue unless listed). */
export function auditActionColor(action: AuditAction): string {
  return ACTION_COLORS[action] ?? 'blue';
}

/** «Изменена роль» / «Рөл өзгертілді». */
export function auditActionLabel(action: AuditAction, t: TFunction): string {
  return t(`audit:action.${action}`);
}

/** A role as the entry gives it, in words («Сотрудник»); one the screen does not know, as it came. */
export const auditRoleText = (role: string, t: TFunction): string =>
  isRole(role) ? t(`common:role.${role}`) : role;

/** Who did it or whose account it is: «Имя · Роль», or «система» when no person is named. */
export function auditPersonText(person: AuditEntryDto['actor'], t: TFunction): string {
  if (!person) return t('audit:system');
  return `${person.name} · ${auditRoleText(person.role, t)}`;
}

/** Why a sign-in failed, as the API words it in `detail.reason` (a wrong password is what the action says). */
const LOGIN_REASONS = new Set(['no_password', 'demo_account']);
const MFA_METHODS = new Set(['totp', 'recovery_code', 'enrolled']);

/**
 * What an entry's detail says, one phrase per fact: roles before and after, a reason, `via: cli`, how a sign-in
 * went. A key the screen does not know is shown as it came (`key: value`), never dropped.
 */
export function auditDetailText(entry: Pick<AuditEntryDto, 'action' | 'detail'>, t: TFunction): string[] {
  const { from, to, ...rest } = entry.detail;
  const phrases: string[] = [];
  if (from !== undefined && to !== undefined)
    phrases.push(t('audit:detail.roleChanged', { from: auditRoleText(from, t), to: auditRoleText(to, t) }));
  else if (from !== undefined) rest.from = from;
  else if (to !== undefined) rest.to = to;
  for (const [key, value] of Object.entries(rest)) {
    if (key === 'role') phrases.push(t('audit:detail.role', { role: auditRoleText(value, t) }));
    else if (key === 'reason' && entry.action === 'login_failed' && value === 'wrong_password') continue;
    else if (key === 'reason' && entry.action.startsWith('login_') && LOGIN_REASONS.has(value))
      phrases.push(t(`audit:detail.loginReason.${value}`));
    else if (key === 'reason') phrases.push(t('audit:detail.reason', { reason: value }));
    else if (key === 'via' && value === 'cli') phrases.push(t('audit:detail.viaCli'));
    else if (key === 'mfa' && MFA_METHODS.has(value)) phrases.push(t(`audit:detail.mfa.${value}`));
    else if (key === 'challenge' && value === 'ended') phrases.push(t('audit:detail.challengeEnded'));
    else if (key === 'login_hash') phrases.push(t('audit:detail.loginHash', { hash: value }));
    else phrases.push(`${key}: ${value}`);
  }
  return phrases;
}

/** The address a request came from, an IPv4 one as people write it (not as IPv6 maps it: ::ffff:10.0.0.7). */
export function auditIpText(ip: string): string {
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}
