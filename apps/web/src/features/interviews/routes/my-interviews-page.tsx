import { Alert, Card, Group, Pagination, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { useMyInterviewResult } from '../api/my-use-interview-result';
import { MY_INTERVIEWS_PAGE_SIZE, useMyInterviews } from '../api/my-use-interviews';
import { MyInterviewCard } from '../components/my-interview-card';
import { MyInterviewResult } from '../components/my-interview-result';

function InterviewsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="interviews-loading">
      {[0, 1].map((key) => (
        <Card key={key} withBorder radius="md" padding="lg">
          <Skeleton height={22} width="70%" mb="md" />
          <Skeleton height={14} width="55%" mb="sm" />
          <Skeleton height={14} width="85%" mb="md" />
          <Skeleton height={36} width={180} />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** /user/interview: the candidate's interview invitations with their links, and the result once graded. */
export function MyInterviewsPage() {
  const { t } = useTranslation('selection');
  const [page, setPage] = useState(1);
  const interviews = useMyInterviews(page);
  const result = useMyInterviewResult();
  const pages = interviews.data ? Math.ceil(interviews.data.count / MY_INTERVIEWS_PAGE_SIZE) : 1;

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{t('areas:user.interview.title')}</Title>
      <Text c="dimmed">{t('interview.intro')}</Text>
      {result.data && <MyInterviewResult result={result.data} />}
      {interviews.isPending && <InterviewsSkeleton />}
      {interviews.isError && (
        <Alert color="red" title={t('interview.loadError')}>
          {errorMessage(interviews.error, t)}
        </Alert>
      )}
      {interviews.data?.count === 0 && (
        <Alert
          variant="light"
          color="gray"
          icon={<IconCalendarOff size={20} aria-hidden />}
          title={t('interview.empty.title')}
        >
          {t('interview.empty.text')}
        </Alert>
      )}
      {interviews.data && interviews.data.results.length > 0 && (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, md: 2 }} aria-label={t('interview.list')} role="list">
            {interviews.data.results.map((interview) => (
              <div role="listitem" key={interview.id}>
                <MyInterviewCard interview={interview} />
              </div>
            ))}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('interview.timeZone')}
          </Text>
          {pages > 1 && (
            <Group justify="center" component="nav" aria-label={t('interview.pagination')}>
              <Pagination total={pages} value={page} onChange={setPage} />
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
