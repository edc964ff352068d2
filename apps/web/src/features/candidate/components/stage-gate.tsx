import type { PipelineStage } from '@expert-portal/machines';
import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { isStageUnlocked, usePipeline } from '../api/use-pipeline';
import { STAGE_INTROS, STAGE_SECTIONS } from '../lib/stage-sections';

export { prefetchPipeline } from '../api/use-pipeline';

interface StageGateProps {
  stage: PipelineStage;
  /** The stage page itself, drawn only once the candidate's pipeline has opened the stage. */
  children: ReactNode;
}

/**
 * Wraps a stage page of the candidate area: a stage the server has not opened yet shows what opens it
 * instead of its content. The page keeps its own title and description (STAGE_INTROS) in every case, so the
 * user knows where they are, and the first paint already holds the description, the tests' largest text.
 */
export function StageGate({ stage, children }: StageGateProps) {
  const { t } = useTranslation('candidate');
  const pipeline = usePipeline();
  if (pipeline.isSuccess && isStageUnlocked(pipeline.data, stage)) return children;
  const intro = STAGE_INTROS[stage];

  return (
    <Stack gap="lg" maw={intro?.width ?? 760}>
      <Title order={1}>{t(`areas:user.${STAGE_SECTIONS[stage]}.title`)}</Title>
      {intro && <Text c="dimmed">{t(intro.text)}</Text>}
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
