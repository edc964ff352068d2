import { z } from 'zod';
import { notifyEffectSchema, type EffectsFrom } from '../core/effects';
import { idSchema } from '../core/events';
import { approvedRoleSchema } from './application-signing.events';

/**
 * Effects of an approval, emitted in this order: the account (username = IIN, the chosen role), then
 * its pipeline, then the notification with the password-setup link. The startPipeline job finds the
 * account by `application_id`, so it retries until createAccount has run.
 */
export const applicationSigningEffectSchemas = {
  createAccount: z.object({ application_id: idSchema, role: approvedRoleSchema }),
  startPipeline: z.object({ application_id: idSchema, track: approvedRoleSchema }),
  notify: notifyEffectSchema,
};

export type ApplicationSigningEffect = EffectsFrom<typeof applicationSigningEffectSchemas>;
