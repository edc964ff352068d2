import type { Role, TokenPair } from '@expert-portal/contracts';
import { clearSession, storeRole, storeTokens } from '@/shared/api/session';
import { getRole } from './get-role';

/**
 * Stores a token pair the sign-in got (after the password, or after its second step), then asks for the role
 * that decides where the user lands.
 */
export async function openSession(tokens: TokenPair): Promise<Role> {
  storeTokens(tokens);
  try {
    return storeRole(await getRole());
  } catch (error) {
    // Without a role there is no area to enter; do not leave a half-open session behind.
    clearSession();
    throw error;
  }
}
