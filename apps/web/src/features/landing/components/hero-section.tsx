import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '@/shared/lib/routes';
import { LANDING_HEADER_HEIGHT } from './landing-section';

interface HeroSectionProps {
  onOpenInstruction: () => void;
}

export function HeroSection({ onOpenInstruction }: HeroSectionProps) {
  const { t } = useTranslation('home');
  return (
    <Box
      component="section"
      id="home"
      aria-labelledby="home-title"
      py={{ base: 48, md: 96 }}
      bg="blue.0"
      style={{ scrollMarginTop: LANDING_HEADER_HEIGHT }}
    >
      <Container size="lg">
        <Stack gap="lg" maw={820}>
          <Text c="blue.9" fw={600}>
            {t('common:app.tagline')}
          </Text>
          <Title order={1} id="home-title" fz={{ base: 32, md: 48 }}>
            {t('hero.title')}
          </Title>
          <Text size="lg">{t('hero.text')}</Text>
          <Group gap="sm">
            <Button component={Link} to={PATHS.registerExpert} size="md">
              {t('hero.apply')}
            </Button>
            <Button component={Link} to={PATHS.login} size="md" variant="default">
              {t('hero.login')}
            </Button>
            <Button
              size="md"
              variant="subtle"
              leftSection={<IconPlayerPlay size={18} aria-hidden />}
              onClick={onOpenInstruction}
              // The Kazakh label is wider than a phone: it wraps inside the button instead of being cut.
              maw="100%"
              h="auto"
              mih={42}
              py={6}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            >
              {t('hero.instruction')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
