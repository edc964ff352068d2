import { z } from 'zod';
import { idSchema, type EventRoles, type WorkflowEventsFrom } from '../core/events';

/** Users of one order acted on together: a single user is a list of one (the bulk forms send many). */
const userIdsSchema = z
  .array(idSchema)
  .min(1)
  .max(5000)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'user ids must be distinct' });

const isoDateSchema = z.iso.date();

/** Payload schemas of the certificateOrder events. */
export const certificateOrderEventPayloads = {
  'deputy.sign': z.strictObject({ user_ids: userIdsSchema }),
  'director.approve': z.strictObject({ user_ids: userIdsSchema }),
  /**
   * The director (or an admin) issues the certificates of approved users: the API has created each user's
   * certificate row (uuid, serial number, dates) in the same transaction and names it here.
   */
  'certificates.issue': z.strictObject({
    certificates: z
      .array(z.strictObject({ user_id: idSchema, certificate_id: idSchema }))
      .min(1)
      .max(5000)
      .refine((items) => new Set(items.map((item) => item.user_id)).size === items.length, {
        message: 'user ids must be distinct',
      }),
    start_date: isoDateSchema,
    expiration_date: isoDateSchema,
  }),
};

export type CertificateOrderEventType = keyof typeof certificateOrderEventPayloads;

/** The deputy signs each user (the deputy layout also admits admin); only the director approves. */
export const certificateOrderEventRoles: EventRoles<typeof certificateOrderEventPayloads> = {
  'deputy.sign': ['deputy', 'admin'],
  'director.approve': ['director'],
  'certificates.issue': ['director', 'admin'],
};

export type CertificateOrderEvent = WorkflowEventsFrom<typeof certificateOrderEventPayloads>;

const actNumberSchema = z.string().trim().min(1).max(100);

/** Input of a new order: the course, its Russian and Kazakh order (act) numbers and the eligible users. */
export const certificateOrderInputSchema = z.object({
  order_id: idSchema,
  course_id: idSchema,
  act_number: actNumberSchema,
  act_number_kk: actNumberSchema,
  user_ids: userIdsSchema,
});
export type CertificateOrderInput = z.infer<typeof certificateOrderInputSchema>;
