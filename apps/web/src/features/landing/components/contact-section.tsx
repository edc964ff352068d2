import { Card, Grid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactForm } from './contact-form';
import { LandingSection } from './landing-section';
import { SupportContacts } from './support-contacts';

export function ContactSection() {
  const { t } = useTranslation('home');
  return (
    <LandingSection id="contact" title={t('contact.title')} intro={t('contact.intro')}>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="lg">
            <ContactForm />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SupportContacts />
        </Grid.Col>
      </Grid>
    </LandingSection>
  );
}
