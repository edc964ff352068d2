import type { PreCourseQuestionDto, PreCourseTestDto } from '@expert-portal/contracts';
import { Alert, Button, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { pageCount } from '@/shared/ui/paged-table';
import { useAdminQuestions } from '../api/admin-use-questions';
import { AdminDeleteQuestionDialog } from './admin-delete-question-dialog';
import { localTitle } from '@/shared/lib/local-title';
import { AdminQuestionCard } from './admin-question-card';
import { AdminQuestionModal } from './admin-question-modal';

/** Questions a page: the longest test has 30, each with its options shown in full. */
export const QUESTIONS_PAGE_SIZE = 10;

/** The question being edited in the modal: a new one, or one of the list. */
type Editing = { question: PreCourseQuestionDto | null } | null;

/** A test's questions page by page, with adding, editing and deleting (after a confirmation). */
export function AdminQuestionsPanel({ test }: { test: PreCourseTestDto }) {
  const { t, i18n } = useTranslation('tests-admin');
  const questions = useAdminQuestions(test.id);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PreCourseQuestionDto | null>(null);

  const list = questions.data ?? [];
  // The psycholinguistic test is the one whose questions name a section.
  const withSections = list.some((question) => question.section !== null);
  const pages = pageCount(list.length, QUESTIONS_PAGE_SIZE);
  const current = Math.min(page, pages);
  const shown = list.slice((current - 1) * QUESTIONS_PAGE_SIZE, current * QUESTIONS_PAGE_SIZE);

  const saved = (created: boolean) => {
    setEditing(null);
    // A new question is the test's last: show the page it lands on.
    if (created) setPage(pageCount(list.length + 1, QUESTIONS_PAGE_SIZE));
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <Title order={2} size="h4">
          {t('questions.title', { title: localTitle(test, i18n.language) })}
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ question: null })}
          disabled={!questions.isSuccess}
        >
          {t('questions.add')}
        </Button>
      </Group>
      {questions.isPending && (
        <Stack gap="sm" aria-busy="true" aria-label={t('questions.loading')}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={140} radius="sm" />
          ))}
        </Stack>
      )}
      {questions.isError && (
        <Alert color="red" role="alert">
          {t('questions.loadFailed', { detail: errorMessage(questions.error, t) })}
        </Alert>
      )}
      {questions.isSuccess && list.length === 0 && <Text c="dimmed">{t('questions.empty')}</Text>}
      {list.length > 0 && (
        <>
          <Text c="dimmed">
            {t('questions.range', {
              from: (current - 1) * QUESTIONS_PAGE_SIZE + 1,
              to: (current - 1) * QUESTIONS_PAGE_SIZE + shown.length,
              total: list.length,
            })}
          </Text>
          <Stack gap="sm">
            {shown.map((question) => (
              <AdminQuestionCard
                key={question.id}
                question={question}
                onEdit={() => setEditing({ question })}
                onDelete={() => setDeleting(question)}
              />
            ))}
          </Stack>
          {pages > 1 && (
            <nav aria-label={t('questions.pagination')}>
              <Pagination total={pages} value={current} onChange={setPage} size="sm" />
            </nav>
          )}
        </>
      )}
      {editing && (
        <AdminQuestionModal
          testId={test.id}
          question={editing.question}
          withSections={withSections}
          defaultSection={list.at(-1)?.section ?? null}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      {deleting && (
        <AdminDeleteQuestionDialog testId={test.id} question={deleting} onClose={() => setDeleting(null)} />
      )}
    </Stack>
  );
}
