import { z } from 'zod';
import { idSchema, type EventRoles, type WorkflowEventsFrom } from '../core/events';

/** The role the deputy gives an approved applicant (Candidate or Direct enrolment). */
export const approvedRoleSchema = z.enum(['user', 'direct_enroll']);
export type ApprovedRole = z.infer<typeof approvedRoleSchema>;

const commentSchema = z.string().trim().max(2000);

/** Payload schemas of the applicationSigning events (what a sender provides besides `type`). */
export const applicationSigningEventPayloads = {
  'staff.sign': z.strictObject({ comment: commentSchema.optional() }),
  // Every refusal names a reason from the list ('Пожалуйста, выберите причину отказа'); a comment may add to it.
  'staff.refuse': z.strictObject({ reason_id: idSchema, comment: commentSchema.optional() }),
  'deputy.approve': z.strictObject({ role: approvedRoleSchema }),
  'deputy.reject': z.strictObject({ reason_id: idSchema, comment: commentSchema.optional() }),
};

export type ApplicationSigningEventType = keyof typeof applicationSigningEventPayloads;

/**
 * Who may send each event. Admin is included where the admin area reaches the same screen
 * (/admin/staff for staff; the deputy layout accepts admin).
 */
export const applicationSigningEventRoles: EventRoles<typeof applicationSigningEventPayloads> = {
  'staff.sign': ['staff', 'admin'],
  'staff.refuse': ['staff', 'admin'],
  'deputy.approve': ['deputy', 'admin'],
  'deputy.reject': ['deputy', 'admin'],
};

export type ApplicationSigningEvent = WorkflowEventsFrom<typeof applicationSigningEventPayloads>;

/** Input of a new instance: one per application. */
export const applicationSigningInputSchema = z.object({ application_id: idSchema });
export type ApplicationSigningInput = z.infer<typeof applicationSigningInputSchema>;
