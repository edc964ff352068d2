import { ITEM_ANALYSIS_MIN_ATTEMPTS } from '@expert-portal/contracts';
import { Alert, Anchor, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '@/shared/api/error-message';
import { localText } from '@/shared/lib/local-title';
import { useTestItemAnalysis } from '../api/use-test-item-analysis';
import { formatCoefficient, formatPercent } from '../components/format';
import { ItemAnalysisCharts } from '../components/item-analysis-charts';
import { ItemAnalysisTable } from '../components/item-analysis-table';

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Card withBorder padding="md" role="group" aria-label={label}>
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
      {hint && (
        <Text c="dimmed" size="xs">
          {hint}
        </Text>
      )}
    </Card>
  );
}

/**
 * A pre-course test's item analysis (/admin/statistics/tests/{id}, as Moodle's quiz statistics report): the
 * test's reliability (KR-20), mean and spread, and each question's facility and discrimination in a chart and a
 * table, the questions worth a look flagged and explained, so an author can find a broken question.
 */
export function TestAnalysisPage() {
  const { t, i18n } = useTranslation(['statistics', 'errors']);
  const id = Number(useParams().id);
  const analysis = useTestItemAnalysis(id);
  const back = (
    <Anchor component={Link} to=".." relative="path">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('item.back')}
      </Group>
    </Anchor>
  );

  if (analysis.isError) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="red" role="alert" title={t('item.loadError')}>
          {errorMessage(analysis.error, t)}
        </Alert>
      </Stack>
    );
  }
  if (!analysis.data) {
    return (
      <Group gap="sm">
        <Loader size="sm" />
        <Text>{t('item.loading')}</Text>
      </Group>
    );
  }
  const { test, attempts, mean_percent, sd_percent, kr20, questions } = analysis.data;
  const flagged = questions.filter((question) => question.flags.length > 0).length;
  return (
    <Stack gap="md">
      {back}
      <Title order={2}>
        {t('item.heading', { test: localText(test.title, test.title_kk, i18n.language) })}
      </Title>
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md">
        <Figure label={t('item.attempts')} value={attempts} hint={t('item.attemptsHint')} />
        <Figure label={t('item.mean')} value={formatPercent(mean_percent)} />
        <Figure label={t('item.sd')} value={formatPercent(sd_percent)} />
        <Figure label={t('item.kr20')} value={formatCoefficient(kr20)} hint={t('item.kr20Hint')} />
      </SimpleGrid>
      {attempts === 0 ? (
        <Text>{t('item.noAttempts')}</Text>
      ) : (
        <>
          <Text c="dimmed">
            {attempts < ITEM_ANALYSIS_MIN_ATTEMPTS
              ? t('item.tooFewToFlag', { min: ITEM_ANALYSIS_MIN_ATTEMPTS })
              : t('item.flagged', { flagged, total: questions.length })}
          </Text>
          <ItemAnalysisCharts questions={questions} />
          <ItemAnalysisTable questions={questions} />
        </>
      )}
    </Stack>
  );
}
