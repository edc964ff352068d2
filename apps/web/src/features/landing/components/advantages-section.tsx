import { SimpleGrid } from '@mantine/core';
import {
  IconCertificate,
  IconChartDots,
  IconDatabase,
  IconDeviceLaptop,
  IconLanguage,
  IconNotebook,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InfoCard } from './info-card';
import { LandingSection } from './landing-section';

const ADVANTAGES = [
  { id: 'certificate', icon: IconCertificate },
  { id: 'online', icon: IconDeviceLaptop },
  { id: 'languages', icon: IconLanguage },
  { id: 'practice', icon: IconNotebook },
  { id: 'base', icon: IconDatabase },
  { id: 'progress', icon: IconChartDots },
];

/** What the course gives; the header's "courses" anchor leads here. */
export function AdvantagesSection() {
  const { t } = useTranslation('home');
  return (
    <LandingSection id="courses" title={t('advantages.title')} intro={t('advantages.intro')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {ADVANTAGES.map(({ id, icon }) => (
          <InfoCard
            key={id}
            icon={icon}
            title={t(`advantages.${id}.title`)}
            text={t(`advantages.${id}.text`)}
          />
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
