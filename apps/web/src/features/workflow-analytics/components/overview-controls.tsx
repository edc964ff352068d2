import { ANALYTICS_PERIODS, MAX_STUCK_AFTER_HOURS, type AnalyticsPeriod } from '@expert-portal/contracts';
import { Button, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isPeriod } from '../lib/use-analytics-params';

export interface StuckThreshold {
  days: number;
  hours: number;
}

/** A threshold in hours, as the API takes it; null for none (zero). */
export function thresholdHours({ days, hours }: StuckThreshold): number | null {
  const total = days * 24 + hours;
  return total > 0 ? Math.min(total, MAX_STUCK_AFTER_HOURS) : null;
}

/** Hours as the days and hours the fields show. */
export function thresholdOf(hours: number | null): StuckThreshold {
  return { days: Math.floor((hours ?? 0) / 24), hours: (hours ?? 0) % 24 };
}

interface OverviewControlsProps {
  period: AnalyticsPeriod;
  onPeriodChange: (period: AnalyticsPeriod) => void;
  threshold: StuckThreshold;
  onThresholdChange: (threshold: StuckThreshold) => void;
}

const wholeNumber = (value: string | number, max: number) =>
  Math.min(max, Math.max(0, Math.floor(Number(value) || 0)));

/** The period the transitions and stays are counted over, and the wait after which an instance is stuck. */
export function OverviewControls({
  period,
  onPeriodChange,
  threshold,
  onThresholdChange,
}: OverviewControlsProps) {
  const { t } = useTranslation('workflow-analytics');
  const periodId = useId();
  const stuckId = useId();
  return (
    <Group gap="lg" align="flex-end" wrap="wrap">
      <Stack gap={4}>
        <Text size="sm" fw={500} id={periodId}>
          {t('period.label')}
        </Text>
        <SegmentedControl
          aria-labelledby={periodId}
          value={period}
          onChange={(value) => isPeriod(value) && onPeriodChange(value)}
          data={ANALYTICS_PERIODS.map((value) => ({ value, label: t(`period.${value}`) }))}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id={stuckId}>
          {t('stuck.label')}
        </Text>
        <Group gap="xs" align="center" wrap="nowrap" role="group" aria-labelledby={stuckId}>
          <NumberInput
            aria-label={t('stuck.days')}
            rightSection={<Text size="xs">{t('stuck.daysUnit')}</Text>}
            rightSectionWidth={40}
            w={96}
            min={0}
            max={366}
            allowDecimal={false}
            allowNegative={false}
            value={threshold.days}
            onChange={(value) => onThresholdChange({ ...threshold, days: wholeNumber(value, 366) })}
          />
          <NumberInput
            aria-label={t('stuck.hours')}
            rightSection={<Text size="xs">{t('stuck.hoursUnit')}</Text>}
            rightSectionWidth={40}
            w={96}
            min={0}
            max={23}
            allowDecimal={false}
            allowNegative={false}
            value={threshold.hours}
            onChange={(value) => onThresholdChange({ ...threshold, hours: wholeNumber(value, 23) })}
          />
          {thresholdHours(threshold) !== null && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => onThresholdChange({ days: 0, hours: 0 })}
            >
              {t('stuck.clear')}
            </Button>
          )}
        </Group>
      </Stack>
    </Group>
  );
}
