import type { OwnCourseDto } from '@expert-portal/contracts';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localText } from '@/shared/lib/local-title';
import { myCoursePath } from '@/shared/lib/routes';
import { CourseCover } from './course-cover';

/** One course of the candidate's list: its cover, title, hours, type and lessons, and the way in. */
export function MyCourseCard({ course }: { course: OwnCourseDto }) {
  const { t, i18n } = useTranslation('courses');
  const title = localText(course.title, course.title_kk, i18n.language);
  const educationType = localText(course.education_type, course.education_type_kk, i18n.language);
  const titleId = `course-${course.id}-title`;

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Card.Section>
        <CourseCover image={course.image} title={title} height={150} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flexGrow: 1 }}>
        {/* The badge moves under a title it would squeeze: a title breaks between words, never inside one
            («материалда-рын»), unless one word alone is wider than the card. */}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={3} fz="lg" id={titleId} style={{ overflowWrap: 'break-word', minWidth: 0 }}>
            {title}
          </Title>
          <Badge
            color={course.is_completed ? 'green' : 'blue'}
            variant="light"
            style={{ flexShrink: 0, textTransform: 'none' }}
          >
            {t(course.is_completed ? 'card.completed' : 'card.inProgress')}
          </Badge>
        </Group>
        <Stack gap={2}>
          {course.academic_hours !== null && (
            <Text size="sm">{t('card.hours', { count: course.academic_hours })}</Text>
          )}
          {educationType && (
            <Text size="sm" c="dimmed">
              {educationType}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('card.lessons', { count: course.lessons_count })}
          </Text>
        </Stack>
      </Stack>
      <Button
        component={Link}
        to={myCoursePath(course.id)}
        variant="light"
        mt="md"
        rightSection={<IconArrowRight size={16} aria-hidden />}
        aria-label={`${t('card.open')}: ${title}`}
      >
        {t('card.open')}
      </Button>
    </Card>
  );
}
