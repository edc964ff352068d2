import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PipelinePosition } from '@expert-portal/machines';
import { isPosition, stateLabel } from './format';

const COLORS: Record<PipelinePosition, string> = {
  tests: 'blue',
  interview: 'indigo',
  essay: 'violet',
  theory: 'cyan',
  practice: 'teal',
  awaiting_certificate: 'yellow',
  expert: 'green',
  failed: 'red',
};

/** The candidate's current stage or state, in the interface language. */
export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation('candidates');
  return (
    <Badge
      color={isPosition(state) ? COLORS[state] : 'gray'}
      variant="light"
      style={{ textTransform: 'none', whiteSpace: 'nowrap' }}
    >
      {stateLabel(state, t)}
    </Badge>
  );
}
