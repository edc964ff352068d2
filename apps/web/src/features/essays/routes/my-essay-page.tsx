import { ESSAY_MAX_WORDS } from '@expert-portal/contracts';
import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { useMyEssay } from '../api/my-use-essay';
import { EssayUpload } from '../components/essay-upload';
import { MyEssayGrade } from '../components/my-essay-grade';
import { MyEssayMeeting } from '../components/my-essay-meeting';
import { MyEssaySection } from '../components/my-essay-section';
import { ThemeChoice } from '../components/theme-choice';

/**
 * /user/essay: choose a theme (changeable until the file is in), see the meeting of the theme, upload the
 * essay (at most 350 words, .pdf, .doc or .docx), and read its grade once given.
 */
export function MyEssayPage() {
  const { t } = useTranslation('selection');
  const mine = useMyEssay();

  return (
    <Stack gap="lg" maw={840}>
      <Title order={1}>{t('areas:user.essay.title')}</Title>
      <Text c="dimmed">{t('essay.intro', { words: ESSAY_MAX_WORDS })}</Text>
      {mine.isPending && (
        <Stack gap="md" data-testid="essay-loading">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={120} radius="md" />
          ))}
        </Stack>
      )}
      {mine.isError && (
        <Alert color="red" title={t('essay.loadError')}>
          {errorMessage(mine.error, t)}
        </Alert>
      )}
      {!mine.isPending && !mine.isError && (
        <>
          <MyEssaySection step={1} title={t('essay.theme.title')}>
            <ThemeChoice essay={mine.essay} />
          </MyEssaySection>
          <MyEssaySection step={2} title={t('essay.meeting.title')}>
            <MyEssayMeeting essay={mine.essay} />
          </MyEssaySection>
          <MyEssaySection step={3} title={t('essay.upload.title')}>
            <EssayUpload essay={mine.essay} />
          </MyEssaySection>
          <MyEssaySection step={4} title={t('essay.grade.title')}>
            <MyEssayGrade essay={mine.essay} />
          </MyEssaySection>
        </>
      )}
    </Stack>
  );
}
