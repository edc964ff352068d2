import type { LoginRequest, MfaChallenge, Role, TokenPair } from '@expert-portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { createToken } from './create-token';
import { mfaChallengeOf } from './mfa-challenge';
import { openSession } from './open-session';

/** Where the password step leads: into the role's area, or to the second step the account needs. */
export type SignInOutcome =
  { kind: 'signed-in'; role: Role } | { kind: 'second-factor'; challenge: MfaChallenge };

/** Logs in: gets the tokens, stores them, then asks for the role that decides where the user lands. */
export function useSignInMutation() {
  return useMutation({
    mutationFn: async (credentials: LoginRequest): Promise<SignInOutcome> => {
      let tokens: TokenPair;
      try {
        tokens = await createToken(credentials);
      } catch (error) {
        const challenge = mfaChallengeOf(error);
        if (challenge) return { kind: 'second-factor', challenge };
        throw error;
      }
      return { kind: 'signed-in', role: await openSession(tokens) };
    },
  });
}
