import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FunnelRow } from './funnel-steps';
import { WrappedAxisTick } from './wrapped-axis-tick';
import { useMediaMatch } from '@/shared/lib/use-media-match';

/** The journey's steps as horizontal bars, longest at the top: the funnel (the table below has the figures). */
export function FunnelChart({ rows }: { rows: readonly FunnelRow[] }) {
  const { t } = useTranslation('statistics');
  // A phone keeps more of its width for the bars.
  const phone = useMediaMatch('(max-width: 36em)');
  const title = t('funnel.chart');
  return (
    <Stack gap="xs" role="figure" aria-label={title}>
      <Text fw={700}>{title}</Text>
      <BarChart
        h={rows.length * 44 + 40}
        data={rows.map((row) => ({ step: t(`funnel.step.${row.key}`), count: row.count }))}
        dataKey="step"
        orientation="vertical"
        series={[{ name: 'count', label: t('funnel.column.count'), color: 'indigo.6' }]}
        valueFormatter={(value) => String(value)}
        xAxisProps={{ allowDecimals: false }}
        yAxisProps={{ width: phone ? 124 : 170, tick: <WrappedAxisTick maxChars={phone ? 14 : 22} /> }}
        gridAxis="x"
        withBarValueLabel
        // Room on the right for the longest bar's label.
        barChartProps={{ margin: { right: 48 } }}
      />
    </Stack>
  );
}
