import { COMMON_PASSWORDS_CHECKED, passwordProblem, type PasswordOwner } from '@expert-portal/contracts';
import { AppException } from '../http/app-exception';
import { loadOnce } from '../load-once';

// The ranked list of zxcvbn-ts (its 'passwords-common' dictionary, most common first): the first 10,000.
const commonPasswords = loadOnce(async () => {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_CHECKED).map(String));
});

/**
 * Refuses a new password that is among the 10,000 most common or contains its owner's username, IIN, name or
 * e-mail, with the field error of `field` (400). Its length was checked by the request's schema.
 */
export async function assertAcceptablePassword(
  password: string,
  owner: PasswordOwner,
  field = 'password',
): Promise<void> {
  const common = await commonPasswords();
  const problem = passwordProblem(password, owner, (lower) => common.has(lower));
  if (problem) throw AppException.fields({ [field]: [problem] });
}
