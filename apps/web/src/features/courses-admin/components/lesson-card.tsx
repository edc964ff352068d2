import type { LessonDto, StoredFileDto } from '@expert-portal/contracts';
import { ActionIcon, Anchor, Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarTime, IconFile, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatMeetingTime } from '@/shared/lib/dates';
import { localField } from '@/shared/lib/local-title';
import { LocalFieldText } from '@/shared/ui/local-field-text';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { downloadStoredFile } from '../api/download-stored-file';
import { useDeleteLesson } from '../api/use-delete-lesson';
import { useDeleteLessonFile } from '../api/use-delete-lesson-file';
import { ConfirmDialog } from './confirm-dialog';
import { LessonFilesUpload } from './lesson-files-upload';
import { LessonTestSection } from './lesson-test-section';

type Dialog = { kind: 'lesson' } | { kind: 'file'; file: StoredFileDto } | null;

/** An outside address shown as a link that opens apart from the portal. */
function ExternalLink({ label, href }: { label: string; href: string }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {label}:{' '}
      <Anchor href={href} target="_blank" rel="noopener noreferrer">
        {href}
      </Anchor>
    </Text>
  );
}

/**
 * One lesson of the content page: date and time, links, published and public marks, its files
 * (each downloadable and deletable), adding files, its test, and deleting the lesson.
 */
export function LessonCard({ courseId, lesson }: { courseId: number; lesson: LessonDto }) {
  const { t, i18n } = useTranslation(['courses-admin', 'errors']);
  const removeLesson = useDeleteLesson(courseId);
  const removeFile = useDeleteLessonFile(courseId, lesson.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const title = localField(lesson.title, lesson.title_kk, i18n.language).text;
  const download = (file: StoredFileDto) =>
    downloadStoredFile(file).catch((error: unknown) =>
      notifyError(t('files.downloadFailed'), errorMessage(error, t)),
    );
  const confirmLesson = () =>
    removeLesson.mutate(lesson.id, {
      onSuccess: () => notifySuccess(t('lesson.deleted')),
      onError: (error) => {
        notifyError(t('lesson.deleteFailed'), errorMessage(error, t));
        close();
      },
    });
  const confirmFile = (file: StoredFileDto) =>
    removeFile.mutate(file.id, {
      onSuccess: () => {
        notifySuccess(t('files.deleted'));
        close();
      },
      onError: (error) => {
        notifyError(t('files.deleteFailed'), errorMessage(error, t));
        close();
      },
    });

  return (
    <Paper withBorder p="md" component="article" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              <LocalFieldText ru={lesson.title} kk={lesson.title_kk} />
            </Title>
            <Group gap="xs">
              <IconCalendarTime size={16} aria-hidden />
              <Text size="sm">{formatMeetingTime(lesson.date_time, i18n.language)}</Text>
              <Badge color={lesson.published ? 'green' : 'gray'} variant="light">
                {t(lesson.published ? 'lesson.published' : 'lesson.draft')}
              </Badge>
              {lesson.public && (
                <Badge color="blue" variant="light">
                  {t('lesson.public')}
                </Badge>
              )}
            </Group>
          </Stack>
          <Button
            color="red"
            variant="subtle"
            size="compact-sm"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => setDialog({ kind: 'lesson' })}
          >
            {t('lesson.delete')}
          </Button>
        </Group>
        {lesson.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            <LocalFieldText ru={lesson.description} kk={lesson.description_kk} />
          </Text>
        )}
        {lesson.link && <ExternalLink label={t('lesson.link')} href={lesson.link} />}
        {lesson.file_link && <ExternalLink label={t('lesson.fileLink')} href={lesson.file_link} />}

        <Divider label={t('files.title')} labelPosition="left" />
        {lesson.files.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('files.empty')}
          </Text>
        ) : (
          <Stack
            gap={4}
            component="ul"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            aria-label={t('files.title')}
          >
            {lesson.files.map((file) => (
              <Group component="li" key={file.id} gap="xs" wrap="nowrap">
                <IconFile size={16} aria-hidden style={{ flexShrink: 0 }} />
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => void download(file)}
                  style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
                >
                  {file.name}
                </Anchor>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('files.deleteLabel', { name: file.name })}
                  onClick={() => setDialog({ kind: 'file', file })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <LessonFilesUpload courseId={courseId} lessonId={lesson.id} />

        <Divider />
        <LessonTestSection courseId={courseId} lesson={lesson} />
      </Stack>
      {dialog?.kind === 'lesson' && (
        <ConfirmDialog
          title={t('lesson.deleteTitle')}
          message={t('lesson.deleteConfirm', { title })}
          confirmLabel={t('delete')}
          pending={removeLesson.isPending}
          onConfirm={confirmLesson}
          onClose={close}
        />
      )}
      {dialog?.kind === 'file' && (
        <ConfirmDialog
          title={t('files.deleteTitle')}
          message={t('files.deleteConfirm', { name: dialog.file.name })}
          confirmLabel={t('delete')}
          pending={removeFile.isPending}
          onConfirm={() => confirmFile(dialog.file)}
          onClose={close}
        />
      )}
    </Paper>
  );
}
