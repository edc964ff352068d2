import { Alert } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MyInterviewGrade } from '../api/my-use-interview-result';

/** The outcome once an admin has graded the interview: passed (the essay opens) or failed. */
export function MyInterviewResult({ result }: { result: MyInterviewGrade }) {
  const { t } = useTranslation('selection');
  return result.passed ? (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck size={20} aria-hidden />}
      title={t('interview.result.passed')}
    >
      {t('interview.result.passedText')}
    </Alert>
  ) : (
    <Alert
      color="red"
      variant="light"
      icon={<IconCircleX size={20} aria-hidden />}
      title={t('interview.result.failed')}
    >
      {t('interview.result.failedText')}
    </Alert>
  );
}
