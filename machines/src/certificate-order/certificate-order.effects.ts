import { z } from 'zod';
import type { EffectsFrom } from '../core/effects';
import { idSchema } from '../core/events';

/**
 * Generate one user's certificate documents (ru and kk) under this order. The job picks the dates
 * (start on the approval day in the portal's time zone, valid one year by default) and then sends
 * `certificate.issue` to the user's pipeline.
 */
export const certificateOrderEffectSchemas = {
  generateCertificate: z.object({
    order_id: idSchema,
    course_id: idSchema,
    user_id: idSchema,
    act_number: z.string(),
    act_number_kk: z.string(),
    approved_at: z.iso.datetime({ offset: true }),
  }),
};

export type CertificateOrderEffect = EffectsFrom<typeof certificateOrderEffectSchemas>;
