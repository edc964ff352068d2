import {
  REGISTRATION_STEPS,
  type RegistrationProgress,
  type RegistrationStep,
} from '@expert-portal/contracts';
import { Box, Flex, Paper, Progress, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface RegistrationStepperProps {
  step: RegistrationStep;
  progress: RegistrationProgress;
  /** Given only when the jump option is on: then each step is a button. */
  onJump?: (step: RegistrationStep) => void;
}

const STEP_PERCENT = { 1: 'step1', 2: 'step2', 3: 'step3' } as const;

/** The three steps with their completion percents, and the overall percent (the average) below them. */
export function RegistrationStepper({ step, progress, onJump }: RegistrationStepperProps) {
  const { t } = useTranslation('registration');
  return (
    <Stack gap="sm">
      <Flex
        component="ol"
        aria-label={t('stepper.label')}
        direction={{ base: 'column', sm: 'row' }}
        gap="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {REGISTRATION_STEPS.map((item) => {
          const percent = progress[STEP_PERCENT[item]];
          const current = item === step;
          const body = (
            <Flex gap="sm" align="center">
              <ThemeIcon radius="xl" size="lg" variant={current ? 'filled' : 'light'} aria-hidden>
                {percent === 100 ? <IconCheck size={18} /> : item}
              </ThemeIcon>
              <Box style={{ flex: 1 }}>
                <Text size="xs" c="dimmed">
                  {t('stepper.step', { step: item })}
                </Text>
                <Text fw={current ? 700 : 500} size="sm">
                  {t(`step${item}.title`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('stepper.percent', { percent })}
                </Text>
              </Box>
            </Flex>
          );
          return (
            <Paper
              key={item}
              component="li"
              withBorder
              p="sm"
              style={{ flex: 1 }}
              bg={current ? 'var(--mantine-primary-color-light)' : undefined}
              aria-current={current ? 'step' : undefined}
            >
              {onJump ? (
                <UnstyledButton w="100%" onClick={() => onJump(item)}>
                  {body}
                </UnstyledButton>
              ) : (
                body
              )}
              <Progress value={percent} size="xs" mt="xs" aria-hidden />
            </Paper>
          );
        })}
      </Flex>
      <Box>
        <Text size="sm">{t('stepper.overall', { percent: progress.overall })}</Text>
        <Progress value={progress.overall} mt={4} aria-label={t('stepper.overallLabel')} />
      </Box>
    </Stack>
  );
}
