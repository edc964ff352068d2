import type { PreCourseQuestionDto, PreCourseTestDto } from '@expert-portal/contracts';
import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import type { RefusedAnswer } from '../api/answer-queue';
import { fetchQuestions } from '../api/my-attempt-requests';
import { myTestKeys } from '../api/my-test-keys';
import { useStartTest } from '../api/my-use-start-test';
import { fetchMyTests, useMyTests } from '../api/my-use-tests';
import { MyResultModal } from '../components/my-result-modal';
import { MyStartDialog } from '../components/my-start-dialog';
import { MyTestAttempt } from '../components/my-test-attempt';
import { MyTestCard } from '../components/my-test-card';

export { prefetchMyTests } from '../api/my-use-tests';

/** A running attempt: the test, its questions with the saved answers, and the server's seconds left. */
interface RunningAttempt {
  test: PreCourseTestDto;
  questions: PreCourseQuestionDto[];
  secondsLeft: number;
}

function CardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="tests-loading">
      {[0, 1, 2, 3].map((key) => (
        <Card key={key} withBorder radius="md" padding="lg">
          <Skeleton height={14} width="30%" mb="xs" />
          <Skeleton height={22} width="70%" mb="md" />
          <Skeleton height={40} mb="md" />
          <Skeleton height={36} width={160} />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * /user/tests: the four pre-course tests with start, continue, view result or locked; a start
 * is confirmed, then the timed test runs in a modal on the server's attempt; its result follows.
 */
export function TestsPage() {
  const { t } = useTranslation('pre-course-tests');
  const queryClient = useQueryClient();
  const tests = useMyTests();
  const start = useStartTest();
  const [confirming, setConfirming] = useState<PreCourseTestDto | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const [running, setRunning] = useState<RunningAttempt | null>(null);
  const [result, setResult] = useState<PreCourseTestDto | null>(null);
  // Answers the server refused as late in the attempt just finished, shown with its result.
  const [refused, setRefused] = useState<RefusedAnswer[]>([]);

  // The questions (with what was saved) and the time left, both as the server has them now.
  const openAttempt = async (test: PreCourseTestDto) => {
    setOpening(test.id);
    setOpenError(null);
    try {
      const [questions, list] = await Promise.all([fetchQuestions(test.id), fetchMyTests()]);
      queryClient.setQueryData(myTestKeys.list, list);
      const fresh = list.find((item) => item.id === test.id) ?? test;
      if (fresh.attempt?.status !== 'in_progress' || fresh.attempt.seconds_left === 0) return;
      setRunning({ test: fresh, questions, secondsLeft: fresh.attempt.seconds_left });
    } catch (error) {
      setOpenError(errorMessage(error, t));
    } finally {
      setOpening(null);
    }
  };

  const confirmStart = () => {
    if (!confirming) return;
    const test = confirming;
    start.mutate(test.id, {
      onSuccess: () => {
        setConfirming(null);
        void openAttempt(test);
      },
    });
  };

  const submitted = useCallback(
    (test: PreCourseTestDto, late: RefusedAnswer[]) => {
      setRunning(null);
      setResult(test);
      setRefused(late);
      // A finished test may open the interview (the sidebar's markers) and changes the cards.
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );

  const passed = tests.data?.filter((test) => test.attempt?.status === 'passed').length ?? 0;

  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1}>{t('areas:user.tests.title')}</Title>
      <Text c="dimmed">{t('intro')}</Text>
      {tests.data && tests.data.length > 0 && (
        <Text fw={500}>{t('summary', { passed, total: tests.data.length })}</Text>
      )}
      {tests.isPending && <CardsSkeleton />}
      {tests.isError && (
        <Alert color="red" role="alert" title={t('loadError')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(tests.error, t)}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void tests.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {openError && (
        <Alert
          color="red"
          role="alert"
          title={t('attempt.loadError')}
          withCloseButton
          onClose={() => setOpenError(null)}
        >
          {openError}
        </Alert>
      )}
      {tests.data?.length === 0 && <Alert color="gray">{t('empty')}</Alert>}
      {tests.data && tests.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} role="list" aria-label={t('list')}>
          {tests.data.map((test, index) => (
            <div role="listitem" key={test.id}>
              <MyTestCard
                test={test}
                number={index + 1}
                opening={opening === test.id}
                fetchedAt={tests.dataUpdatedAt}
                onOpen={(chosen) => {
                  start.reset();
                  if (chosen.attempt) void openAttempt(chosen);
                  // The press is answered at once; the dialog (a modal, its focus trap and scroll lock) is
                  // drawn in a transition after it.
                  else startTransition(() => setConfirming(chosen));
                }}
                onShowResult={(shown) => {
                  setRefused([]);
                  setResult(shown);
                }}
              />
            </div>
          ))}
        </SimpleGrid>
      )}
      <MyStartDialog
        test={confirming}
        starting={start.isPending || opening !== null}
        error={start.isError ? errorMessage(start.error, t) : null}
        onConfirm={confirmStart}
        onCancel={() => setConfirming(null)}
      />
      {running && (
        <MyTestAttempt
          key={running.test.id}
          test={running.test}
          questions={running.questions}
          secondsLeft={running.secondsLeft}
          onSubmitted={submitted}
        />
      )}
      <MyResultModal test={result} refused={refused} onClose={() => setResult(null)} />
    </Stack>
  );
}
