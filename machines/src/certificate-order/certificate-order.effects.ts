import { z } from 'zod';
import type { EffectsFrom } from '../core/effects';
import { idSchema } from '../core/events';

/**
 * Generate one issued certificate's documents (the PDF in Russian and in Kazakh, a filled .docx template
 * when the course has one, their SHA-256). One effect per certificate, so a job is idempotent on it.
 */
export const certificateOrderEffectSchemas = {
  generateCertificate: z.object({
    order_id: idSchema,
    certificate_id: idSchema,
  }),
};

export type CertificateOrderEffect = EffectsFrom<typeof certificateOrderEffectSchemas>;
