import { idSchema, type EventRoles, type WorkflowEventsFrom } from '@expert-portal/machines';
import { z } from 'zod';

/** Payload schemas of the leaveRequest events: what a sender gives besides `type`. */
export const leaveRequestEventPayloads = {
  'deputy.approve': z.strictObject({ comment: z.string().trim().max(500).optional() }),
  'deputy.refuse': z.strictObject({ reason: z.string().trim().min(1).max(500) }),
};

/** Who may send each event; the runtime refuses everyone else before reading the instance. */
export const leaveRequestEventRoles: EventRoles<typeof leaveRequestEventPayloads> = {
  'deputy.approve': ['deputy', 'admin'],
  'deputy.refuse': ['deputy', 'admin'],
};

export type LeaveRequestEvent = WorkflowEventsFrom<typeof leaveRequestEventPayloads>;

/** One instance per request: whose leave and how many days. */
export const leaveRequestInputSchema = z.object({ user_id: idSchema, days: z.number().int().min(1).max(60) });
export type LeaveRequestInput = z.infer<typeof leaveRequestInputSchema>;
