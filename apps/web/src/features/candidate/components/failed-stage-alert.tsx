import { Alert, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { PipelineFailure, PipelineStage, PipelineTestResult } from '@expert-portal/machines';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { formatScore } from '@/shared/lib/score';
import { usePipeline } from '../api/use-pipeline';
import { usePreCourseTestTitles } from '../api/use-pre-course-test-titles';
import { STAGE_SECTIONS, stageOfSection } from '../lib/stage-sections';

/** The tests below their pass mark, each with its score and threshold. */
function FailedTests({ failure, tests }: { failure: PipelineFailure; tests: PipelineTestResult[] }) {
  const { t } = useTranslation('candidate');
  const titles = usePreCourseTestTitles();
  return (
    <Stack gap={4}>
      <Text size="sm">{t('failure.tests_below_threshold')}</Text>
      {titles.isPending ? (
        <Skeleton height={40} />
      ) : (
        <List size="sm">
          {failure.test_ids.map((id) => {
            const index = tests.findIndex((test) => test.test_id === id);
            const result = tests[index];
            const title = titles.data?.get(id) ?? t('failure.testNumber', { number: index + 1 });
            return (
              <List.Item key={id}>
                {t('failure.test', {
                  title,
                  score: formatScore(result?.score ?? 0),
                  threshold: result?.threshold,
                })}
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}

/** Why the stage was failed, in words. */
function FailureReason({ failure, tests }: { failure: PipelineFailure; tests: PipelineTestResult[] }) {
  const { t } = useTranslation('candidate');
  if (failure.reason === 'tests_below_threshold') return <FailedTests failure={failure} tests={tests} />;
  return (
    <Text size="sm">
      {t(`failure.${failure.reason}`, {
        grade: formatScore(failure.grade ?? 0),
        threshold: failure.threshold,
      })}
    </Text>
  );
}

/**
 * When the pipeline stopped at a failed stage: which, why, and what next. On the dashboard for any stage;
 * given a `stage`, only when that one was failed.
 */
export function FailedStageAlert({ stage, mb }: { stage?: PipelineStage; mb?: string }) {
  const { t } = useTranslation('candidate');
  const pipeline = usePipeline();
  const projection = pipeline.data?.projection;
  if (projection?.position !== 'failed' || !projection.failure) return null;
  const { failure } = projection;
  if (stage && failure.stage !== stage) return null;

  return (
    <Alert
      mb={mb}
      color="red"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('failure.title', { stage: t(`areas:user.${STAGE_SECTIONS[failure.stage]}.title`) })}
    >
      <Stack gap="xs">
        <FailureReason failure={failure} tests={projection.tests} />
        <Text size="sm" fw={500}>
          {t('failure.retake')}
        </Text>
      </Stack>
    </Alert>
  );
}

/** Above the page of a stage (tests, interview, essay, course, practice) the candidate failed, why. */
export function StagePageFailureAlert() {
  const { pathname } = useLocation();
  // /user/<section>[/…]: the section the page belongs to.
  const stage = stageOfSection(pathname.split('/')[2] ?? '');
  return stage ? <FailedStageAlert stage={stage} mb="md" /> : null;
}
