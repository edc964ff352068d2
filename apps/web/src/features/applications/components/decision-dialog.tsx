import type { ApplicationBulkResult, ApplicationDto } from '@expert-portal/contracts';
import { ApproveDialog } from './approve-dialog';
import { RejectDialog } from './reject-dialog';
import { SignDialog } from './sign-dialog';

/** The signing events a screen can offer; the detail shows only those the server allows the user now. */
export const DECISIONS = ['staff.sign', 'staff.refuse', 'deputy.approve', 'deputy.reject'] as const;
export type Decision = (typeof DECISIONS)[number];

export function isDecision(type: string): type is Decision {
  return (DECISIONS as readonly string[]).includes(type);
}

interface DecisionDialogProps {
  decision: Decision;
  targets: Pick<ApplicationDto, 'id' | 'name'>[];
  bulk: boolean;
  onClose: () => void;
  onDone: (result?: ApplicationBulkResult) => void;
}

/** The dialog of one decision, for one application or (bulk) for the selected ones. */
export function DecisionDialog({ decision, ...props }: DecisionDialogProps) {
  if (decision === 'staff.sign') return <SignDialog decision="approved" {...props} />;
  if (decision === 'staff.refuse') return <SignDialog decision="rejected" {...props} />;
  if (decision === 'deputy.approve') return <ApproveDialog {...props} />;
  return <RejectDialog {...props} />;
}
