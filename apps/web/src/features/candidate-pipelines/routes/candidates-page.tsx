import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CandidatesList } from '../components/candidates-list';

/**
 * Admin: the candidates and where each stands in the selection (tests, interview, essay, theory, practice);
 * a candidate's card shows the pipeline's state, results and history, and grants a retake of a failed stage.
 */
export function CandidatesPage() {
  const { t } = useTranslation('candidates');
  return (
    <Stack gap="md">
      <Title order={1}>{t('areas:admin.candidates.title')}</Title>
      <Text c="dimmed">{t('intro')}</Text>
      <CandidatesList />
    </Stack>
  );
}
