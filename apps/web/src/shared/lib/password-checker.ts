import { COMMON_PASSWORDS_CHECKED } from '@expert-portal/contracts';

/** zxcvbn-ts's estimate and the API's list of common passwords, once their code and dictionaries are in. */
export interface PasswordChecker {
  /** zxcvbn's score: 0 (guessed at once) to 4 (very hard to guess); `related` are words of the owner. */
  score: (password: string, related: readonly string[]) => 0 | 1 | 2 | 3 | 4;
  /** Whether a lower-cased password is among the most common ones the API refuses. */
  isCommon: (lowerCased: string) => boolean;
}

let loading: Promise<PasswordChecker> | undefined;

/**
 * Loads zxcvbn-ts with its common dictionaries (a few hundred kilobytes): behind a dynamic import, so only the
 * pages with a new-password field fetch them, once. The common-password list is the one the API checks (its
 * password-policy.ts): the first COMMON_PASSWORDS_CHECKED of zxcvbn-ts's ranked 'passwords-common'.
 */
export function loadPasswordChecker(): Promise<PasswordChecker> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
      });
      const commonPasswords = new Set(
        common.dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_CHECKED).map(String),
      );
      return {
        score: (password, related) => zxcvbn.check(password, [...related]).score,
        isCommon: (lowerCased) => commonPasswords.has(lowerCased),
      };
    },
    (error: unknown) => {
      // A failed download is tried again by the next field that asks.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
