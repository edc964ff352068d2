import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HEAT_COLORS, heatLegend } from '../lib/heat';

/** The heat scale: each colour with the counts it stands for, up to the fullest state's. */
export function HeatLegend({ max }: { max: number }) {
  const { t } = useTranslation('workflow-analytics');
  return (
    <Group gap="xs" wrap="wrap" role="list" aria-label={t('legend.title')}>
      <Text size="sm" c="dimmed">
        {t('legend.title')}
      </Text>
      {heatLegend(max).map((step) => {
        const color = HEAT_COLORS[step.level];
        const range = step.from === step.to ? String(step.from) : `${step.from}–${step.to}`;
        return (
          <Text
            key={step.level}
            role="listitem"
            size="xs"
            fw={600}
            px={8}
            py={2}
            style={{
              background: color.background,
              color: color.text,
              border: `1px solid ${color.border}`,
              borderRadius: 'var(--mantine-radius-sm)',
            }}
          >
            {range}
          </Text>
        );
      })}
    </Group>
  );
}
