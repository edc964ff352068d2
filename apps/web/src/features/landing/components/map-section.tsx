import { Anchor, Card, Center, Grid, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAP_URL } from '../content/contacts';
import { LandingSection } from './landing-section';

/** Where the office is: the address in words and a link out to a map (no third-party embed on the page). */
export function MapSection() {
  const { t } = useTranslation('home');
  return (
    <LandingSection id="map" title={t('map.title')} tinted>
      <Grid gap="lg" align="stretch">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg" h="100%">
            <Stack gap="md" component="address" style={{ fontStyle: 'normal' }}>
              <div>
                <Text size="sm" c="dimmed">
                  {t('map.addressLabel')}
                </Text>
                <Text fw={600}>{t('map.address')}</Text>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  {t('map.hoursLabel')}
                </Text>
                <Text>{t('map.hours')}</Text>
              </div>
              <Anchor href={MAP_URL} target="_blank" rel="noopener noreferrer" fw={600}>
                {t('map.open')} <IconExternalLink size={16} aria-hidden style={{ verticalAlign: 'middle' }} />
                <VisuallyHidden>{t('map.newTab')}</VisuallyHidden>
              </Anchor>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Center
            h="100%"
            mih={180}
            bg="blue.1"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            aria-hidden
          >
            <ThemeIcon size={64} radius="xl" variant="white">
              <IconMapPin size={36} />
            </ThemeIcon>
          </Center>
        </Grid.Col>
      </Grid>
    </LandingSection>
  );
}
