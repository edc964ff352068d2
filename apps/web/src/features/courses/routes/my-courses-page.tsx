import type { OwnCourseDto } from '@expert-portal/contracts';
import { Alert, Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { useOwnCourses } from '../api/my-use-own-courses';
import { MyCourseCard } from '../components/my-course-card';

function CourseGrid({ title, courses }: { title: string; courses: OwnCourseDto[] }) {
  if (courses.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} fz="h3">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {courses.map((course) => (
          <MyCourseCard key={course.id} course={course} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /user/courses: the candidate's courses, and those completed, each opening its lessons. */
export function MyCoursesPage() {
  const { t } = useTranslation('courses');
  const courses = useOwnCourses();

  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1}>{t('areas:user.courses.title')}</Title>
      <Text c="dimmed">{t('list.intro')}</Text>
      {courses.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label={t('list.loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={300} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {courses.isError && (
        <Alert color="red" role="alert" title={t('list.loadError')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(courses.error, t)}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void courses.refetch()}>
              {t('list.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {courses.isSuccess && courses.data.length === 0 && (
        <Alert variant="light" color="gray">
          {t('list.empty')}
        </Alert>
      )}
      {courses.isSuccess && (
        <>
          <CourseGrid
            title={t('list.current')}
            courses={courses.data.filter((course) => !course.is_completed)}
          />
          <CourseGrid
            title={t('list.completed')}
            courses={courses.data.filter((course) => course.is_completed)}
          />
        </>
      )}
    </Stack>
  );
}
