import type { LoginRequest, Role } from '@expert-portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { clearSession, storeRole, storeTokens } from '@/shared/api/session';
import { createToken } from './create-token';
import { getRole } from './get-role';

/** Logs in: gets the tokens, stores them, then asks for the role that decides where the user lands. */
export function useSignInMutation() {
  return useMutation({
    mutationFn: async (credentials: LoginRequest): Promise<Role> => {
      storeTokens(await createToken(credentials));
      try {
        return storeRole(await getRole());
      } catch (error) {
        // Without a role there is no area to enter; do not leave a half-open session behind.
        clearSession();
        throw error;
      }
    },
  });
}
