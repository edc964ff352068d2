import { Card, Grid } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';
import { SupportContacts } from './support-contacts';
import { WhenNearViewport } from './when-near-viewport';

// The form brings the API's validation rules (zod) and the inputs: loaded when the visitor scrolls near it.
const ContactForm = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));

export function ContactSection() {
  const { t } = useTranslation('home');
  return (
    <LandingSection id="contact" title={t('contact.title')} intro={t('contact.intro')}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="lg">
            <WhenNearViewport minHeight={420}>
              <ContactForm />
            </WhenNearViewport>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SupportContacts />
        </Grid.Col>
      </Grid>
    </LandingSection>
  );
}
