import type { TestStatistics } from '@expert-portal/contracts';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CARDS = [
  ['total', 'total_count'],
  ['participated', 'participated_count'],
  ['notParticipated', 'not_participated_count'],
] as const;

/** The tests tab's cards: the candidates who may take the tests, those who took any, and those who took none. */
export function TestSummaryCards({ statistics }: { statistics: TestStatistics }) {
  const { t } = useTranslation('statistics');
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      {CARDS.map(([card, field]) => {
        const label = t(`tests.cards.${card}`);
        return (
          <Card key={card} withBorder padding="md" role="group" aria-label={label}>
            <Text c="dimmed" size="sm">
              {label}
            </Text>
            <Text fz={32} fw={700}>
              {statistics[field]}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
