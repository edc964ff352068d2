import { ActionIcon, Box, Container, Grid, Group, Stack, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTelegram,
  IconBrandYoutube,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LINKS } from '../content/contacts';

const SOCIAL_ICONS = {
  telegram: IconBrandTelegram,
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
  youtube: IconBrandYoutube,
};

export function LandingFooter() {
  const { t } = useTranslation('home');
  return (
    <Box component="footer" bg="dark.7" c="gray.3" py="xl">
      <Container size="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="xs">
              <Text fw={700} c="white">
                {t('common:app.name')}
              </Text>
              <Text size="sm">{t('footer.about')}</Text>
              <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
                {t('map.address')}
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm" fw={600} c="white" id="footer-social">
                {t('footer.social')}
              </Text>
              <Group
                gap="xs"
                component="ul"
                aria-labelledby="footer-social"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
              >
                {SOCIAL_LINKS.map(({ id, href }) => {
                  const Icon = SOCIAL_ICONS[id];
                  return (
                    <li key={id}>
                      <ActionIcon
                        component="a"
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="lg"
                        variant="subtle"
                        color="gray.3"
                        aria-label={t(`footer.${id}`)}
                      >
                        <Icon size={22} aria-hidden />
                      </ActionIcon>
                    </li>
                  );
                })}
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
        <Text size="xs" mt="lg" c="gray.5">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}
