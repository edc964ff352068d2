import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPercent } from './format';
import type { TestRow } from './test-rows';
import { WrappedAxisTick } from './wrapped-axis-tick';
import { useMediaMatch } from '@/shared/lib/use-media-match';

/** The pass percent of each test as horizontal bars, in the table's order (the table beside it has the figures). */
export function PassRateChart({ rows }: { rows: readonly TestRow[] }) {
  const { t } = useTranslation('statistics');
  // A phone keeps more of its width for the bars.
  const phone = useMediaMatch('(max-width: 36em)');
  const title = t('tests.chart');
  return (
    <Stack gap="xs" role="figure" aria-label={title}>
      <Text fw={700}>{title}</Text>
      <BarChart
        h={Math.max(160, rows.length * 64)}
        data={rows.map((row) => ({ name: row.name, percent: row.percent }))}
        dataKey="name"
        orientation="vertical"
        series={[{ name: 'percent', label: t('tests.column.percent'), color: 'teal.6' }]}
        valueFormatter={formatPercent}
        xAxisProps={{ domain: [0, 100], tickFormatter: (value: number) => `${value}\u00a0%` }}
        yAxisProps={{ width: phone ? 124 : 150, tick: <WrappedAxisTick maxChars={phone ? 14 : 20} /> }}
        gridAxis="x"
        withBarValueLabel
        // Room on the right for a full bar's label.
        barChartProps={{ margin: { right: 64 } }}
      />
    </Stack>
  );
}
