import { Box, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';
import { WhenNearViewport } from './when-near-viewport';

// The carousel runs on a state machine (XState): loaded when the visitor scrolls near it.
const TestCarousel = lazy(() => import('./test-carousel').then((m) => ({ default: m.TestCarousel })));

// The six steps of the selection as the walkthrough shows them; testing carries the test-card carousel.
const STEPS = ['application', 'testing', 'interview', 'essay', 'training', 'certification'] as const;

export function AlgorithmSection() {
  const { t } = useTranslation('home');
  return (
    <LandingSection id="algorithm" title={t('algorithm.title')} intro={t('algorithm.intro')} tinted>
      <Stack component="ol" gap="xl" p={0} m={0} style={{ listStyle: 'none' }}>
        {STEPS.map((step, position) => (
          <Box component="li" key={step}>
            <Group align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon size={44} radius="xl" aria-hidden>
                <Text fw={700}>{position + 1}</Text>
              </ThemeIcon>
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" c="dimmed" fw={600}>
                  {t('algorithm.step', { step: position + 1 })}
                </Text>
                <Title order={3}>{t(`algorithm.${step}.title`)}</Title>
                <Text>{t(`algorithm.${step}.text`)}</Text>
                {step === 'testing' && (
                  <Box mt="sm">
                    <WhenNearViewport minHeight={320}>
                      <TestCarousel />
                    </WhenNearViewport>
                  </Box>
                )}
              </Stack>
            </Group>
          </Box>
        ))}
      </Stack>
    </LandingSection>
  );
}
