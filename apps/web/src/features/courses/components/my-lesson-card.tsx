import type { LessonDto } from '@expert-portal/contracts';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconExternalLink, IconLink, IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMeetingTime } from '@/shared/lib/dates';
import { localField } from '@/shared/lib/local-title';
import { formatScore } from '@/shared/lib/score';
import { FileDownloads } from '@/shared/ui/file-downloads';
import { LocalFieldText } from '@/shared/ui/local-field-text';
import { LessonTestModal } from './lesson-test-modal';
import { ZipDownload } from './zip-download';

interface MyLessonCardProps {
  courseId: number;
  lesson: LessonDto;
  number: number;
}

/** One lesson: when it is (Kazakhstan time), its link, its files and «download all», and its test. */
export function MyLessonCard({ courseId, lesson, number }: MyLessonCardProps) {
  const { t, i18n } = useTranslation('courses');
  const [testOpen, setTestOpen] = useState(false);
  const titleId = `lesson-${lesson.id}-title`;
  const title = localField(lesson.title, lesson.title_kk, i18n.language).text;

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Text size="xs" c="dimmed" fw={600}>
            {t('lesson.number', { number })}
          </Text>
          <Title order={3} fz="lg" id={titleId} style={{ overflowWrap: 'break-word' }}>
            <LocalFieldText ru={lesson.title} kk={lesson.title_kk} />
          </Title>
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">{formatMeetingTime(lesson.date_time, i18n.language)}</Text>
          </Group>
        </Stack>
        {lesson.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            <LocalFieldText ru={lesson.description} kk={lesson.description_kk} />
          </Text>
        )}
        {(lesson.link || lesson.file_link) && (
          <Group gap="sm">
            {lesson.link && (
              <Button
                component="a"
                href={lesson.link}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={<IconExternalLink size={16} aria-hidden />}
              >
                {t('lesson.open')}
              </Button>
            )}
            {lesson.file_link && (
              <Anchor href={lesson.file_link} target="_blank" rel="noopener noreferrer" size="sm">
                <Group gap={4} wrap="nowrap" component="span">
                  <IconLink size={16} aria-hidden />
                  {t('lesson.fileLink')}
                </Group>
              </Anchor>
            )}
          </Group>
        )}
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('lesson.files')}
          </Text>
          {lesson.files.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('lesson.noFiles')}
            </Text>
          ) : (
            <>
              <FileDownloads files={lesson.files} label={`${t('lesson.files')}: ${title}`} />
              <ZipDownload
                source={{ courseId, lessonId: lesson.id }}
                fileName={t('lesson.zipName', { title })}
                label={t('lesson.downloadAll')}
              />
            </>
          )}
        </Stack>
        <Group gap="sm" justify="space-between">
          {lesson.test ? (
            <>
              {lesson.result ? (
                <Badge color="green" variant="light" size="lg" style={{ textTransform: 'none' }}>
                  {t('test.summary', { grade: formatScore(lesson.result.grade) })}
                </Badge>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('test.oneAttempt')}
                </Text>
              )}
              <Button
                variant={lesson.result ? 'default' : 'filled'}
                leftSection={<IconListCheck size={16} aria-hidden />}
                onClick={() => setTestOpen(true)}
              >
                {t(lesson.result ? 'test.viewResult' : 'test.start')}
              </Button>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('test.none')}
            </Text>
          )}
        </Group>
      </Stack>
      {testOpen && (
        <LessonTestModal
          courseId={courseId}
          lessonId={lesson.id}
          lessonTitle={title}
          attempted={lesson.result !== null}
          onClose={() => setTestOpen(false)}
        />
      )}
    </Paper>
  );
}
