import type { PipelineStage } from '@expert-portal/machines';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { sectionPath } from '@/shared/lib/routes';
import { usePipeline } from '../api/use-pipeline';
import { STAGE_SECTIONS } from '../lib/stage-sections';

const STAGES = Object.keys(STAGE_SECTIONS) as PipelineStage[];

/**
 * «Следующий шаг» on the candidate's home: the stage they are at, open now, and the way there. A candidate just
 * approved signs in here for the first time, and must learn at once that the tests wait for them. Nothing is
 * said where there is no step to take (results being scored, a failed stage, which its own alert explains).
 */
export function NextStepCard() {
  const { t } = useTranslation(['candidate', 'areas']);
  const pipeline = usePipeline();
  const projection = pipeline.data?.projection;
  if (!projection || projection.failure) return null;
  const stage = STAGES.find((candidate) => candidate === projection.position);
  if (!stage || !projection.unlocked_stages.includes(stage)) return null;
  const section = STAGE_SECTIONS[stage];
  const name = t(`areas:user.${section}.title`);

  let text: string;
  if (stage === 'tests' && projection.tests.length > 0) {
    const left = projection.tests.filter(
      (test) => test.status === 'not_started' || test.status === 'in_progress',
    ).length;
    if (left === 0) return null;
    text = t('nextStep.tests', { left, count: projection.tests.length });
  } else {
    text = t('nextStep.stage', { stage: name });
  }

  return (
    <Paper
      component="section"
      withBorder
      p="md"
      bg="var(--mantine-primary-color-light)"
      aria-labelledby="next-step-heading"
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id="next-step-heading">
          {t('nextStep.heading')}
        </Title>
        <Text>{text}</Text>
        <Group>
          <Button
            component={Link}
            to={sectionPath('user', section)}
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {stage === 'tests' ? t('nextStep.testsAction') : t('nextStep.stageAction', { stage: name })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
