import { SimpleGrid } from '@mantine/core';
import { IconBook2, IconCalendarTime, IconMail, IconSearch, IconStars, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InfoCard } from './info-card';
import { LandingSection } from './landing-section';

const CARDS = [
  { id: 'timing', icon: IconCalendarTime },
  { id: 'invitation', icon: IconMail },
  { id: 'format', icon: IconVideo },
  { id: 'knowledge', icon: IconBook2 },
  { id: 'skills', icon: IconSearch },
  { id: 'grading', icon: IconStars },
];

export function InterviewSection() {
  const { t } = useTranslation('home');
  return (
    <LandingSection id="interview" title={t('interview.title')} intro={t('interview.intro')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {CARDS.map(({ id, icon }) => (
          <InfoCard
            key={id}
            icon={icon}
            title={t(`interview.${id}.title`)}
            text={t(`interview.${id}.text`)}
          />
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
