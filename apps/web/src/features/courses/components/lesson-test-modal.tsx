import type { LessonTestDto } from '@expert-portal/contracts';
import { Alert, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { localTitle } from '@/shared/lib/local-title';
import { useLessonTest } from '../api/my-use-lesson-test';
import { useTestQuestions } from '../api/my-use-test-questions';
import { useTestResult } from '../api/my-use-test-result';
import { LessonTestForm } from './lesson-test-form';
import { LessonTestResult } from './lesson-test-result';
import { useMediaMatch } from '@/shared/lib/use-media-match';

function Loading() {
  const { t } = useTranslation('courses');
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('test.loading')}>
      <Skeleton height={28} width="60%" />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </Stack>
  );
}

function LoadError({ error }: { error: unknown }) {
  const { t } = useTranslation('courses');
  return (
    <Alert color="red" role="alert" title={t('test.loadError')}>
      {errorMessage(error, t)}
    </Alert>
  );
}

interface TestProps {
  courseId: number;
  lessonId: number;
  test: LessonTestDto;
  /** The lesson says the caller has made their attempt (its result summary). */
  attempted: boolean;
}

/** The test with the caller's result: the result once there is one (read-only), else the one attempt. */
function LessonTestContent({ courseId, lessonId, test, attempted }: TestProps) {
  const result = useTestResult(courseId, lessonId, test.id, attempted);
  const questions = useTestQuestions(courseId, lessonId, test.id);
  if (result.isPending || (questions.isPending && !result.data)) return <Loading />;
  if (result.isError) return <LoadError error={result.error} />;
  if (result.data) return <LessonTestResult result={result.data} questions={questions.data} />;
  if (questions.isError) return <LoadError error={questions.error} />;
  return (
    <LessonTestForm
      courseId={courseId}
      lessonId={lessonId}
      test={test}
      questions={questions.data ?? []}
      onRefreshResult={() => void result.refetch()}
      refreshing={result.isFetching}
    />
  );
}

interface LessonTestModalProps {
  courseId: number;
  lessonId: number;
  lessonTitle: string;
  /** The lesson carries the caller's result summary: without one, no result is asked for. */
  attempted: boolean;
  onClose: () => void;
}

/** A lesson's test (GET …/test/) in a dialog: «no test for lesson» when it has none. */
export function LessonTestModal({
  courseId,
  lessonId,
  lessonTitle,
  attempted,
  onClose,
}: LessonTestModalProps) {
  const { t, i18n } = useTranslation('courses');
  const mobile = useMediaMatch('(max-width: 48em)');
  const test = useLessonTest(courseId, lessonId);
  const title = test.data ? localTitle(test.data, i18n.language) : t('test.title');

  return (
    <Modal opened onClose={onClose} title={title} size="xl" fullScreen={mobile}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {lessonTitle}
        </Text>
        {test.isPending && <Loading />}
        {test.isError && <LoadError error={test.error} />}
        {test.isSuccess && test.data === null && <Text>{t('test.none')}</Text>}
        {test.data && (
          <LessonTestContent courseId={courseId} lessonId={lessonId} test={test.data} attempted={attempted} />
        )}
      </Stack>
    </Modal>
  );
}
