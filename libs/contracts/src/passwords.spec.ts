import {
  newPasswordSchema,
  passwordChangeSchema,
  passwordLength,
  passwordProblem,
  PASSWORD_MAX_LENGTH,
} from './passwords';

const common = new Set(['qwerty123456', 'password']);
const isCommon = (lower: string) => common.has(lower);

describe('password rules (ASVS 5.0 V6.2)', () => {
  it('counts characters as people do, so 12 Kazakh letters or emoji are 12', () => {
    expect(passwordLength('әғқңөұүһіәғқ')).toBe(12);
    expect(passwordLength('🔒🔒🔒🔒🔒🔒🔒🔒🔒🔒🔒🔒')).toBe(12);
    expect(
      newPasswordSchema.safeParse({ password: '🔒'.repeat(12), password_confirm: '🔒'.repeat(12) }).success,
    ).toBe(true);
  });

  it('takes 12 to 128 characters of anything, spaces included, with no composition rules', () => {
    const ok = (password: string) =>
      newPasswordSchema.safeParse({ password, password_confirm: password }).success;
    expect(ok('только строчные буквы')).toBe(true);
    expect(ok('            a')).toBe(true);
    expect(ok('short one')).toBe(false);
    expect(ok('x'.repeat(PASSWORD_MAX_LENGTH))).toBe(true);
    expect(ok('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(false);
  });

  it('names the problem of each field once', () => {
    const short = newPasswordSchema.safeParse({ password: 'abc', password_confirm: '' });
    expect(short.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password', 'password.too_short'],
      ['password_confirm', 'validation.required'],
    ]);
    const mismatch = passwordChangeSchema.safeParse({
      current_password: 'old',
      password: 'a long enough one',
      password_confirm: 'a long enough two',
    });
    expect(mismatch.error?.issues.map((issue) => issue.message)).toEqual(['password.mismatch']);
  });

  it('refuses a common password in any case, and one that holds the username, IIN, name or e-mail', () => {
    const owner = { username: 'aliya.s', iin: '900202000017', name: 'Сейтқали Әлия', email: 'aliya@edu.kz' };
    expect(passwordProblem('QWERTY123456', owner, isCommon)).toBe('password.common');
    expect(passwordProblem('my login is ALIYA.S ok', owner, isCommon)).toBe('password.personal');
    expect(passwordProblem('мой иин 900202000017', owner, isCommon)).toBe('password.personal');
    expect(passwordProblem('сейтқали навсегда', owner, isCommon)).toBe('password.personal');
    expect(passwordProblem('aliya пишет письма', owner, isCommon)).toBe('password.personal');
    expect(passwordProblem('ясное утро над Есилем', owner, isCommon)).toBeNull();
    // Short parts of a name (initials) are not held against a password.
    expect(passwordProblem('ab cd ef gh ij', { name: 'Ab Cd' }, isCommon)).toBeNull();
  });
});
