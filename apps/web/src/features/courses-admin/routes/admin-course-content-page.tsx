import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '@/shared/api/error-message';
import { adminAddLessonPath, sectionPath } from '@/shared/lib/routes';
import { useCourse } from '../api/use-course';
import { useLessons } from '../api/use-lessons';
import { courseTitle } from '../components/course-format';
import { LessonCard } from '../components/lesson-card';

/**
 * /admin/courses/{id}/content: the course's lesson cards by date, each with its links, files
 * and test.
 */
export function AdminCourseContentPage() {
  const { t, i18n } = useTranslation(['courses-admin', 'errors']);
  const courseId = Number(useParams().id);
  const course = useCourse(courseId);
  const lessons = useLessons(courseId);

  return (
    <Stack gap="md">
      <Anchor component={Link} to={sectionPath('admin', 'courses')} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('content.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
        <Stack gap={2}>
          <Title order={1}>{t('content.title')}</Title>
          {course.data && (
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {courseTitle(course.data, i18n.language)}
            </Text>
          )}
        </Stack>
        <Button
          component={Link}
          to={adminAddLessonPath(courseId)}
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
        >
          {t('list.addLesson')}
        </Button>
      </Group>
      {lessons.isPending && (
        <Stack gap="sm" aria-busy="true" aria-label={t('content.loading')}>
          {Array.from({ length: 2 }, (_, index) => (
            <Skeleton key={index} height={160} radius="sm" />
          ))}
        </Stack>
      )}
      {lessons.isError && (
        <Alert color="red" role="alert" title={t('content.loadFailed')}>
          {errorMessage(lessons.error, t)}
        </Alert>
      )}
      {lessons.data?.length === 0 && <Text c="dimmed">{t('content.empty')}</Text>}
      {lessons.data?.map((lesson) => (
        <LessonCard key={lesson.id} courseId={courseId} lesson={lesson} />
      ))}
    </Stack>
  );
}
