import { SimpleGrid } from '@mantine/core';
import { IconClockHour4, IconProgressCheck, IconRepeatOnce } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InfoCard } from './info-card';
import { LandingSection } from './landing-section';

// The three cards on how the tests run; each test's own figures are on the walkthrough's carousel.
const CARDS = [
  { id: 'format', icon: IconClockHour4 },
  { id: 'attempt', icon: IconRepeatOnce },
  { id: 'scoring', icon: IconProgressCheck },
];

export function TestsSection() {
  const { t } = useTranslation('home');
  return (
    <LandingSection id="tests" title={t('tests.title')} intro={t('tests.intro')}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {CARDS.map(({ id, icon }) => (
          <InfoCard key={id} icon={icon} title={t(`tests.${id}.title`)} text={t(`tests.${id}.text`)} />
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
