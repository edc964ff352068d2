import type { PipelineStage } from '@expert-portal/machines';
import { Skeleton } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isStageUnlocked, usePipeline } from '../api/use-pipeline';

/** The sidebar's mark beside a stage: open or locked, as the candidate's pipeline says. */
export function StageMarker({ stage }: { stage: PipelineStage }) {
  const { t } = useTranslation('candidate');
  const pipeline = usePipeline();
  if (pipeline.isPending) return <Skeleton circle height={16} />;
  // Without the pipeline there is nothing to say; the stage page explains the failure.
  if (pipeline.isError) return null;
  const open = isStageUnlocked(pipeline.data, stage);
  const Icon = open ? IconLockOpen : IconLock;
  return (
    <Icon
      size={16}
      role="img"
      aria-label={t(open ? 'stage.open' : 'stage.locked')}
      color={open ? 'var(--mantine-color-teal-7)' : 'var(--mantine-color-dimmed)'}
    />
  );
}
