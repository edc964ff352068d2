import { z } from 'zod';
import type { EffectsFrom } from '../core/effects';
import { idSchema } from '../core/events';
import { approvedRoleSchema } from './application-signing.events';

/**
 * The one effect of an approval: create the account (username = IIN, the chosen role). Its job then starts
 * the account's candidate pipeline and sends the "application approved" notification, in that order, so
 * nothing waits on an account that does not exist yet.
 */
export const applicationSigningEffectSchemas = {
  createAccount: z.object({ application_id: idSchema, role: approvedRoleSchema }),
};

export type ApplicationSigningEffect = EffectsFrom<typeof applicationSigningEffectSchemas>;
