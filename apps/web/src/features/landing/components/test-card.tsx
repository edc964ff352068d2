import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SelectionTest } from '../content/selection-tests';

interface TestCardProps {
  test: SelectionTest;
}

/** One pre-course test: title, time, items, format, language and pass threshold. */
export function TestCard({ test }: TestCardProps) {
  const { t } = useTranslation('home');
  const facts = [
    ['test.time', t('test.minutes', { n: test.minutes })],
    ['test.items', t(`test.${test.itemKind}`, { count: test.items })],
    ['test.format', t('test.formatValue')],
    ['test.language', t('test.languageValue')],
    ['test.threshold', t('test.thresholdValue', { n: test.threshold })],
  ] as const;
  return (
    <Card withBorder padding="lg" shadow="xs">
      <Stack gap="sm">
        <Title order={4}>{t(`test.${test.id}.title`)}</Title>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" m={0}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {t(label)}
              </Text>
              <Text component="dd" fw={600} m={0}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {test.hasNote && (
          <Text size="sm" c="dimmed">
            {t(`test.${test.id}.note`)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
