import { Alert, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/dates';
import type { PipelineFailure, PipelineTestResult } from '@expert-portal/machines';
import { formatScore } from '@/shared/lib/score';
import { stateLabel } from './format';

interface FailureDetailsProps {
  failure: PipelineFailure;
  tests: PipelineTestResult[];
  /** Test titles by id; a test without one is named by its number. */
  titles: Map<number, string> | undefined;
}

/** Which stage the candidate failed, why (the tests below their pass mark, the grade) and when. */
export function FailureDetails({ failure, tests, titles }: FailureDetailsProps) {
  const { t, i18n } = useTranslation('candidates');
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('failure.title', { stage: stateLabel(failure.stage, t) })}
    >
      <Stack gap={4}>
        {failure.reason === 'tests_below_threshold' ? (
          <>
            <Text size="sm">{t('failure.tests_below_threshold')}</Text>
            <List size="sm">
              {failure.test_ids.map((id) => {
                const index = tests.findIndex((test) => test.test_id === id);
                const result = tests[index];
                return (
                  <List.Item key={id}>
                    {t('failure.test', {
                      title: titles?.get(id) ?? t('results.testNumber', { number: index + 1 }),
                      score: formatScore(result?.score ?? 0),
                      threshold: result?.threshold,
                    })}
                  </List.Item>
                );
              })}
            </List>
          </>
        ) : (
          <Text size="sm">
            {t(`failure.${failure.reason}`, {
              grade: formatScore(failure.grade ?? 0),
              threshold: failure.threshold,
            })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('failure.at', { at: formatDateTime(failure.at, i18n.language) })}
        </Text>
      </Stack>
    </Alert>
  );
}
