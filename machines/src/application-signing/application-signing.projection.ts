import type { SnapshotFrom } from 'xstate';
import type { ApprovedRole } from './application-signing.events';
import type {
  ApplicationRejection,
  Signature,
  applicationSigningMachine,
} from './application-signing.machine';

/** The application's columns the runtime keeps in step with the machine. */
export interface ApplicationSigningProjection {
  /** waiting until the deputy decides, signed once approved, rejected when staff or deputy refuse. */
  status: 'waiting' | 'signed' | 'rejected';
  /** Whose list the application is on now. */
  awaiting: 'staff' | 'deputy' | null;
  signed_by_staff: Signature | null;
  signed_by_deputy: Signature | null;
  approved_role: ApprovedRole | null;
  rejection: ApplicationRejection | null;
}

/** Projects an applicationSigning snapshot onto the application's status columns. */
export function projectApplicationSigning(
  snapshot: SnapshotFrom<typeof applicationSigningMachine>,
): ApplicationSigningProjection {
  const { context } = snapshot;
  const status = snapshot.matches('approved')
    ? 'signed'
    : snapshot.matches('rejected')
      ? 'rejected'
      : 'waiting';
  return {
    status,
    awaiting: snapshot.matches('waiting') ? 'staff' : snapshot.matches('awaiting_deputy') ? 'deputy' : null,
    signed_by_staff: context.signed_by_staff,
    signed_by_deputy: context.signed_by_deputy,
    approved_role: context.approved_role,
    rejection: context.rejection,
  };
}
