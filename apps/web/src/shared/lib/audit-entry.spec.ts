import { i18n } from '@/shared/i18n/i18n';
import { auditDetailText, auditIpText, auditPersonText } from './audit-entry';

const t = i18n.t.bind(i18n);

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

describe("an audit entry's detail", () => {
  it('says what each known fact means', () => {
    expect(auditDetailText({ action: 'role_changed', detail: { from: 'analyst', to: 'admin' } }, t)).toEqual([
      'Роль: Аналитик → Администратор',
    ]);
    expect(auditDetailText({ action: 'account_created', detail: { role: 'staff', via: 'cli' } }, t)).toEqual([
      'Роль: Сотрудник',
      'из командной строки',
    ]);
    expect(auditDetailText({ action: 'account_deactivated', detail: { reason: 'Уволен' } }, t)).toEqual([
      'Причина: Уволен',
    ]);
    expect(auditDetailText({ action: 'login_failed', detail: { reason: 'no_password' } }, t)).toEqual([
      'пароль ещё не задан',
    ]);
    expect(auditDetailText({ action: 'login_failed', detail: { reason: 'demo_account' } }, t)).toEqual([
      'демо-запись: вход запрещён',
    ]);
    expect(auditDetailText({ action: 'login_succeeded', detail: { mfa: 'recovery_code' } }, t)).toEqual([
      'резервный код',
    ]);
    expect(auditDetailText({ action: 'mfa_failed', detail: { challenge: 'ended' } }, t)).toEqual([
      'слишком много неверных кодов, вход прерван',
    ]);
  });

  it('leaves out what the action already says, and shows an unknown fact as it came', () => {
    expect(auditDetailText({ action: 'login_failed', detail: { reason: 'wrong_password' } }, t)).toEqual([]);
    expect(auditDetailText({ action: 'logout', detail: {} }, t)).toEqual([]);
    expect(auditDetailText({ action: 'logout', detail: { device: 'phone', from: 'x' } }, t)).toEqual([
      'device: phone',
      'from: x',
    ]);
  });

  it('is in Kazakh on a Kazakh page', async () => {
    await i18n.changeLanguage('kk');
    expect(
      auditDetailText({ action: 'account_created', detail: { role: 'analyst', via: 'cli' } }, t),
    ).toEqual(['Рөл: Талдаушы', 'пәрмен жолынан']);
    expect(auditPersonText(null, t)).toBe('жүйе');
  });
});

it('names a person with their role, or the system', () => {
  expect(auditPersonText({ id: 3, name: 'Мусина Гульнара', role: 'deputy' }, t)).toBe(
    'Мусина Гульнара · Заместитель директора',
  );
  expect(auditPersonText(null, t)).toBe('система');
});

it('writes an IPv4 address as people do, and leaves IPv6 as it is', () => {
  expect(auditIpText('::ffff:127.0.0.1')).toBe('127.0.0.1');
  expect(auditIpText('10.0.0.7')).toBe('10.0.0.7');
  expect(auditIpText('2001:db8::1')).toBe('2001:db8::1');
  expect(auditIpText('::ffff:abcd')).toBe('::ffff:abcd');
});
