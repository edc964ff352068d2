import { z } from 'zod';
import type { EffectsFrom } from '../core/effects';
import { idSchema } from '../core/events';
import { approvedRoleSchema } from './application-signing.events';

/** Tell the applicant of a refusal, by staff before signing or by the deputy after (its job writes the mail). */
export const mailRefusalEffectSchema = z.object({
  application_id: idSchema,
  by: z.enum(['staff', 'deputy']),
});
export type MailRefusalEffect = z.infer<typeof mailRefusalEffectSchema>;

/**
 * The effects of a decision. An approval's one effect creates the account (username = IIN, the chosen role);
 * its job then starts the account's candidate pipeline and sends the "application approved" notification, in
 * that order, so nothing waits on an account that does not exist yet. A refusal's mails the applicant, whatever
 * route sent it: the mail follows from the transition, not from the request.
 */
export const applicationSigningEffectSchemas = {
  createAccount: z.object({ application_id: idSchema, role: approvedRoleSchema }),
  mailRefusal: mailRefusalEffectSchema,
};

export type ApplicationSigningEffect = EffectsFrom<typeof applicationSigningEffectSchemas>;
