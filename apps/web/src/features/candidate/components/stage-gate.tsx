import type { PipelineStage } from '@expert-portal/machines';
import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { isStageUnlocked, usePipeline } from '../api/use-pipeline';
import { STAGE_SECTIONS } from '../lib/stage-sections';

export { prefetchPipeline } from '../api/use-pipeline';

interface StageGateProps {
  stage: PipelineStage;
  /** The stage page itself, drawn only once the candidate's pipeline has opened the stage. */
  children: ReactNode;
}

/**
 * Wraps a stage page of the candidate area: a stage the server has not opened yet shows what opens it
 * instead of its content. The page keeps its own title in every case, so the user knows where they are.
 */
export function StageGate({ stage, children }: StageGateProps) {
  const { t } = useTranslation('candidate');
  const pipeline = usePipeline();
  if (pipeline.isSuccess && isStageUnlocked(pipeline.data, stage)) return children;

  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t(`areas:user.${STAGE_SECTIONS[stage]}.title`)}</Title>
      {pipeline.isPending && <Skeleton height={72} radius="md" data-testid="stage-gate-loading" />}
      {pipeline.isError && (
        <Alert color="red" title={t('pipeline.loadError')}>
          {errorMessage(pipeline.error, t)}
        </Alert>
      )}
      {pipeline.isSuccess && (
        <Alert
          variant="light"
          color="gray"
          icon={<IconLock size={20} aria-hidden />}
          title={t('stage.lockedTitle')}
        >
          {t(`stage.opensWhen.${stage}`)}
        </Alert>
      )}
    </Stack>
  );
}
