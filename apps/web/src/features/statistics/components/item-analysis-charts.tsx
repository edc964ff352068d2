import '@mantine/charts/styles.css';
import {
  LOW_DISCRIMINATION,
  TOO_EASY_FACILITY,
  TOO_HARD_FACILITY,
  type TestItemAnalysis,
} from '@expert-portal/contracts';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCoefficient, formatPercent } from './format';

/** The colour of a discrimination bar: red below 0, orange below Moodle's 0.2, else teal. */
function discriminationColor(value: number): string {
  if (value < 0) return 'red.6';
  return value < LOW_DISCRIMINATION ? 'orange.5' : 'teal.6';
}

/**
 * Each question's facility (with the too-easy and too-hard lines) and discrimination (with Moodle's 0.2 line)
 * as bars, by the questions' numbers; the table below has the same figures.
 */
export function ItemAnalysisCharts({ questions }: { questions: TestItemAnalysis['questions'] }) {
  const { t } = useTranslation('statistics');
  const data = questions.map((question) => ({
    question: String(question.position),
    facility: question.facility === null ? null : question.facility * 100,
    discrimination: question.discrimination,
  }));
  const facilityTitle = t('item.chart.facility');
  const discriminationTitle = t('item.chart.discrimination');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="xs" role="figure" aria-label={facilityTitle}>
        <Text fw={700}>{facilityTitle}</Text>
        <BarChart
          h={240}
          data={data}
          dataKey="question"
          series={[{ name: 'facility', label: t('item.column.facility'), color: 'blue.6' }]}
          valueFormatter={(value) => formatPercent(value)}
          yAxisProps={{ domain: [0, 100], width: 56, tickFormatter: (value: number) => `${value}\u00a0%` }}
          xAxisLabel={t('item.column.position')}
          referenceLines={[
            {
              y: TOO_EASY_FACILITY * 100,
              color: 'yellow.7',
              label: `${TOO_EASY_FACILITY * 100}\u00a0%`,
              labelPosition: 'insideTopRight',
            },
            {
              y: TOO_HARD_FACILITY * 100,
              color: 'grape.6',
              label: `${TOO_HARD_FACILITY * 100}\u00a0%`,
              labelPosition: 'insideBottomRight',
            },
          ]}
        />
      </Stack>
      <Stack gap="xs" role="figure" aria-label={discriminationTitle}>
        <Text fw={700}>{discriminationTitle}</Text>
        <BarChart
          h={240}
          data={data}
          dataKey="question"
          series={[{ name: 'discrimination', label: t('item.column.discrimination'), color: 'teal.6' }]}
          getBarColor={discriminationColor}
          valueFormatter={(value) => formatCoefficient(value)}
          yAxisProps={{ domain: [-1, 1], width: 50 }}
          xAxisLabel={t('item.column.position')}
          referenceLines={[
            {
              y: LOW_DISCRIMINATION,
              color: 'orange.6',
              label: formatCoefficient(LOW_DISCRIMINATION),
              labelPosition: 'insideTopRight',
            },
            { y: 0, color: 'gray.6' },
          ]}
        />
      </Stack>
    </SimpleGrid>
  );
}
