import type { CourseDto } from '@expert-portal/contracts';
import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { localText } from '@/shared/lib/local-title';
import { sectionPath } from '@/shared/lib/routes';
import { LocalFieldText } from '@/shared/ui/local-field-text';
import { useMyCourse } from '../api/my-use-course';
import { useMyLessons } from '../api/my-use-lessons';
import { CourseCover } from '../components/course-cover';
import { MyLessonCard } from '../components/my-lesson-card';
import { ZipDownload } from '../components/zip-download';

function CourseHeader({ course }: { course: CourseDto }) {
  const { t, i18n } = useTranslation('courses');
  const title = localText(course.title, course.title_kk, i18n.language);
  const educationType = localText(course.education_type, course.education_type_kk, i18n.language);

  return (
    <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
      <CourseCover image={course.image} title={title} height={180} />
      <Stack gap="xs" p="md">
        <Title order={1} style={{ overflowWrap: 'break-word' }}>
          {title}
        </Title>
        {course.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            <LocalFieldText ru={course.description} kk={course.description_kk} />
          </Text>
        )}
        <Stack gap={2}>
          {course.academic_hours !== null && (
            <Text size="sm">{t('card.hours', { count: course.academic_hours })}</Text>
          )}
          {educationType && <Text size="sm">{t('course.educationType', { type: educationType })}</Text>}
          {(course.months_duration !== null || course.duration) && (
            <Text size="sm">
              {t('course.durationLabel')}{' '}
              {/* The months in the page's language; the free text (Russian only) when no number is given. */}
              {course.months_duration !== null ? (
                t('course.months', { count: course.months_duration })
              ) : (
                <LocalFieldText ru={course.duration} kk={null} />
              )}
            </Text>
          )}
        </Stack>
        <ZipDownload
          source={{ courseId: course.id }}
          fileName={t('course.zipName', { title })}
          label={t('course.downloadAll')}
        />
      </Stack>
    </Paper>
  );
}

function Lessons({ courseId }: { courseId: number }) {
  const { t } = useTranslation('courses');
  const lessons = useMyLessons(courseId);

  return (
    <Stack gap="sm" component="section" aria-labelledby="lessons-title">
      <Title order={2} fz="h3" id="lessons-title">
        {t('lessons.title')}
      </Title>
      {lessons.isPending && [0, 1].map((key) => <Skeleton key={key} height={160} radius="md" />)}
      {lessons.isError && (
        <Alert color="red" role="alert" title={t('lessons.loadError')}>
          {errorMessage(lessons.error, t)}
        </Alert>
      )}
      {lessons.isSuccess && lessons.data.length === 0 && <Text c="dimmed">{t('lessons.empty')}</Text>}
      {lessons.data?.map((lesson, index) => (
        <MyLessonCard key={lesson.id} courseId={courseId} lesson={lesson} number={index + 1} />
      ))}
    </Stack>
  );
}

/** /user/courses/{id}: one course of the candidate's, its lessons by date with links, files, zips and tests. */
export function MyCoursePage() {
  const { t } = useTranslation('courses');
  const courseId = Number(useParams().id);
  const valid = Number.isInteger(courseId) && courseId > 0;
  const course = useMyCourse(valid ? courseId : 0);
  const notFound = !valid || (course.error instanceof ApiError && course.error.status === 404);

  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to={sectionPath('user', 'courses')} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('course.back')}
        </Group>
      </Anchor>
      {notFound ? (
        <Alert color="gray" variant="light" title={t('course.notFound')}>
          {t('course.notFoundText')}
        </Alert>
      ) : (
        <>
          {course.isPending && <Skeleton height={180} radius="md" aria-label={t('course.loading')} />}
          {course.isError && (
            <Alert color="red" role="alert" title={t('course.loadError')}>
              {errorMessage(course.error, t)}
            </Alert>
          )}
          {course.data && <CourseHeader course={course.data} />}
          {/* Asked for with the course, not after it: the page fills at once. */}
          {!course.isError && <Lessons courseId={courseId} />}
        </>
      )}
    </Stack>
  );
}
