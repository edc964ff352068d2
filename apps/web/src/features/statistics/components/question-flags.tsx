import type { QuestionFlag } from '@expert-portal/contracts';
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const FLAG_COLORS: Record<QuestionFlag, string> = {
  negative_discrimination: 'red',
  low_discrimination: 'orange',
  too_easy: 'yellow',
  too_hard: 'grape',
};

/** A question's flags, each a badge naming it and a sentence saying in plain words what to check. */
export function QuestionFlags({ flags }: { flags: readonly QuestionFlag[] }) {
  const { t } = useTranslation('statistics');
  if (flags.length === 0) return null;
  return (
    <Stack gap={6}>
      {flags.map((flag) => (
        <Stack key={flag} gap={2}>
          <Badge color={FLAG_COLORS[flag]} variant="light" style={{ alignSelf: 'flex-start' }}>
            {t(`item.flag.${flag}`)}
          </Badge>
          <Text size="xs" c="dimmed">
            {t(`item.flagExplained.${flag}`)}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
