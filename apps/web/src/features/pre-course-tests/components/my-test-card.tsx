import { normalizeLanguage, type PreCourseTestDto } from '@expert-portal/contracts';
import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconPlayerPlay, IconPlayerTrackNext, IconReportAnalytics } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatScore } from '@/shared/lib/score';
import { isGrading } from '../api/my-use-tests';
import { localTitle } from '@/shared/lib/local-title';

/** What the candidate can do with a test now: start, continue, view the result, or nothing. */
export type TestCardAction = 'start' | 'continue' | 'result' | 'grading' | 'locked';

export function testCardAction(test: PreCourseTestDto): TestCardAction {
  const { attempt } = test;
  if (attempt?.status === 'passed' || attempt?.status === 'failed') return 'result';
  if (isGrading(attempt)) return 'grading';
  if (attempt?.status === 'in_progress') return 'continue';
  return test.can_pass ? 'start' : 'locked';
}

/** «12:05» for seconds left. */
export function formatSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function StatusBadge({ test }: { test: PreCourseTestDto }) {
  const { t } = useTranslation('pre-course-tests');
  const { attempt } = test;
  if (attempt?.status === 'passed' || attempt?.status === 'failed') {
    const grade = formatScore(attempt.grade ?? 0);
    return (
      <Badge color={attempt.status === 'passed' ? 'green' : 'red'} variant="light" style={badgeStyle}>
        {t(`status.${attempt.status}`, { grade })}
      </Badge>
    );
  }
  if (isGrading(attempt))
    return (
      <Badge color="yellow" variant="light" style={badgeStyle}>
        {t('status.grading')}
      </Badge>
    );
  if (attempt)
    return (
      <Badge color="blue" variant="light" style={badgeStyle}>
        {t('status.inProgress')}
      </Badge>
    );
  return (
    <Badge color="gray" variant="light" style={badgeStyle}>
      {t(test.can_pass ? 'status.notStarted' : 'status.locked')}
    </Badge>
  );
}

// Badges keep their whole label: a long Kazakh status wraps instead of being cut.
const badgeStyle = { textTransform: 'none', flexShrink: 0, height: 'auto', whiteSpace: 'normal' } as const;

/** The time left of a running attempt, counting down from the server's figure. */
function TimeLeft({ seconds, since }: { seconds: number; since: number }) {
  const { t } = useTranslation('pre-course-tests');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, seconds - Math.floor((now - since) / 1000));
  return (
    <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {t('card.timeLeft', { time: formatSeconds(left) })}
    </Text>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </Stack>
  );
}

interface MyTestCardProps {
  test: PreCourseTestDto;
  /** The test's number in the selection (1–4). */
  number: number;
  /** Start or continue; the page asks for confirmation before a start. */
  onOpen: (test: PreCourseTestDto) => void;
  onShowResult: (test: PreCourseTestDto) => void;
  /** When the list was read (ms): the time left counts down from then. */
  fetchedAt: number;
  /** This card's test is being opened (its start or questions are on the way). */
  opening: boolean;
}

/** One pre-course test: what it is, its time, questions and pass mark, and what the candidate can do now. */
export function MyTestCard({ test, number, onOpen, onShowResult, opening, fetchedAt }: MyTestCardProps) {
  const { t, i18n } = useTranslation('pre-course-tests');
  const action = testCardAction(test);
  const title = localTitle(test, i18n.language);
  const description =
    normalizeLanguage(i18n.language) === 'kk' ? test.description_kz || test.description : test.description;
  const headingId = `pre-course-test-${test.id}`;

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('card.number', { number })}
          </Text>
          <StatusBadge test={test} />
        </Group>
        <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'break-word' }}>
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        <SimpleGrid cols={3} spacing="xs" mt="auto">
          <Fact label={t('card.time')} value={t('card.minutes', { minutes: test.time_limit_minutes })} />
          <Fact label={t('card.questions')} value={String(test.question_count)} />
          <Fact label={t('card.passMark')} value={`${test.pass_percent}%`} />
        </SimpleGrid>
        <Group gap="sm">
          {action === 'start' && (
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              onClick={() => onOpen(test)}
              loading={opening}
            >
              {t('card.start')}
            </Button>
          )}
          {action === 'continue' && (
            <>
              <Button
                leftSection={<IconPlayerTrackNext size={16} aria-hidden />}
                onClick={() => onOpen(test)}
                loading={opening}
              >
                {t('card.continue')}
              </Button>
              <TimeLeft seconds={test.attempt?.seconds_left ?? 0} since={fetchedAt} />
            </>
          )}
          {action === 'result' && (
            <Button
              variant="light"
              leftSection={<IconReportAnalytics size={16} aria-hidden />}
              onClick={() => onShowResult(test)}
            >
              {t('card.viewResult')}
            </Button>
          )}
          {action === 'grading' && (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm">{t('card.grading')}</Text>
            </Group>
          )}
          {action === 'locked' && (
            <Group gap="xs" wrap="nowrap">
              <IconLock size={18} aria-hidden />
              <Text size="sm" c="dimmed">
                {t('card.lockedHint')}
              </Text>
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
