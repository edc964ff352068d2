import { z } from 'zod';
import { idSchema, type EventRoles, type WorkflowEventsFrom } from '../core/events';

/** Payload schemas of the certificateOrder events. */
export const certificateOrderEventPayloads = {
  'deputy.sign': z.strictObject({ user_id: idSchema }),
  'director.approve': z.strictObject({ user_id: idSchema }),
};

export type CertificateOrderEventType = keyof typeof certificateOrderEventPayloads;

/** The deputy signs each user (the deputy layout also admits admin); only the director approves. */
export const certificateOrderEventRoles: EventRoles<typeof certificateOrderEventPayloads> = {
  'deputy.sign': ['deputy', 'admin'],
  'director.approve': ['director'],
};

export type CertificateOrderEvent = WorkflowEventsFrom<typeof certificateOrderEventPayloads>;

const actNumberSchema = z.string().trim().min(1).max(100);

/** Input of a new order: the course, its Russian and Kazakh order (act) numbers and the eligible users. */
export const certificateOrderInputSchema = z.object({
  order_id: idSchema,
  course_id: idSchema,
  act_number: actNumberSchema,
  act_number_kk: actNumberSchema,
  user_ids: z
    .array(idSchema)
    .min(1)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'user ids must be distinct' }),
});
export type CertificateOrderInput = z.infer<typeof certificateOrderInputSchema>;
