import type { RegistrationStep } from '@expert-portal/contracts';
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stepHeadingId } from './use-registration-wizard';

/** The step's title; it takes the focus when the step changes (tabIndex -1: focusable, not in the tab order). */
export function StepHeading({ step }: { step: RegistrationStep }) {
  const { t } = useTranslation('registration');
  return (
    <Title order={2} size="h3" id={stepHeadingId(step)} tabIndex={-1}>
      {t(`step${step}.title`)}
    </Title>
  );
}
