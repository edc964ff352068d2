import { isMessageKey, lessonInputSchema } from '@expert-portal/contracts';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { adminCourseContentPath, sectionPath } from '@/shared/lib/routes';
import { MeetingTimeField } from '@/shared/ui/meeting-time-field';
import { notifySuccess } from '@/shared/ui/notify';
import { useCourse } from '../api/use-course';
import { useCreateLesson } from '../api/use-create-lesson';
import { courseTitle, failureDetail } from '../components/course-format';

interface LessonDraft {
  title: string;
  title_kk: string;
  description: string;
  description_kk: string;
  date_time: string;
  link: string;
  file_link: string;
  published: boolean;
  public: boolean;
}

type DraftField = 'title' | 'title_kk' | 'date_time' | 'link' | 'file_link';

/** The contracts' rules, as translation keys per field. */
function validate(draft: LessonDraft) {
  const result = lessonInputSchema.safeParse(draft);
  if (result.success) return { lesson: result.data, errors: {} };
  const errors: Partial<Record<DraftField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as DraftField;
    errors[field] ??= `errors:${isMessageKey(issue.message) ? issue.message : 'validation.invalid'}`;
  }
  return { lesson: null, errors };
}

/** The form, once the course's id is known. */
function AddLessonForm({ courseId }: { courseId: number }) {
  const { t, i18n } = useTranslation(['courses-admin', 'errors']);
  const navigate = useNavigate();
  const course = useCourse(courseId);
  const create = useCreateLesson(courseId);
  const [draft, setDraft] = useState<LessonDraft>({
    title: '',
    title_kk: '',
    description: '',
    description_kk: '',
    date_time: '',
    link: '',
    file_link: '',
    published: true,
    public: false,
  });
  const [checked, setChecked] = useState(false);
  const errors: Partial<Record<DraftField, string>> = checked ? validate(draft).errors : {};
  const set = (patch: Partial<LessonDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const errorOf = (field: DraftField) => (errors[field] ? t(errors[field]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const { lesson } = validate(draft);
    if (!lesson) return;
    create.mutate(lesson, {
      onSuccess: () => {
        notifySuccess(t('addLesson.created'));
        void navigate(adminCourseContentPath(courseId));
      },
    });
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to={adminCourseContentPath(courseId)} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('addLesson.back')}
        </Group>
      </Anchor>
      <Stack gap={2}>
        <Title order={1}>{t('addLesson.title')}</Title>
        {course.data && (
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {courseTitle(course.data, i18n.language)}
          </Text>
        )}
      </Stack>
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate maw={760}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('addLesson.name')}
              value={draft.title}
              onChange={(event) => set({ title: event.currentTarget.value })}
              error={errorOf('title')}
              withAsterisk
              maxLength={300}
            />
            <TextInput
              label={t('addLesson.nameKk')}
              value={draft.title_kk}
              onChange={(event) => set({ title_kk: event.currentTarget.value })}
              error={errorOf('title_kk')}
              maxLength={300}
            />
            <Textarea
              label={t('addLesson.description')}
              value={draft.description}
              onChange={(event) => set({ description: event.currentTarget.value })}
              autosize
              minRows={3}
              maxRows={10}
            />
            <Textarea
              label={t('addLesson.descriptionKk')}
              value={draft.description_kk}
              onChange={(event) => set({ description_kk: event.currentTarget.value })}
              autosize
              minRows={3}
              maxRows={10}
            />
          </SimpleGrid>
          <MeetingTimeField
            label={t('addLesson.dateTime')}
            description={t('addLesson.dateTimeHint')}
            value={draft.date_time}
            onChange={(date_time) => set({ date_time })}
            error={errorOf('date_time')}
            required
          />
          <TextInput
            label={t('addLesson.link')}
            description={t('addLesson.optional')}
            placeholder="https://"
            type="url"
            value={draft.link}
            onChange={(event) => set({ link: event.currentTarget.value })}
            error={errorOf('link')}
          />
          <TextInput
            label={t('addLesson.fileLink')}
            description={t('addLesson.optional')}
            placeholder="https://"
            type="url"
            value={draft.file_link}
            onChange={(event) => set({ file_link: event.currentTarget.value })}
            error={errorOf('file_link')}
          />
          <Group gap="lg">
            <Checkbox
              label={t('addLesson.published')}
              checked={draft.published}
              onChange={(event) => set({ published: event.currentTarget.checked })}
            />
            <Checkbox
              label={t('addLesson.public')}
              checked={draft.public}
              onChange={(event) => set({ public: event.currentTarget.checked })}
            />
          </Group>
          {create.isError && (
            <Alert color="red" role="alert">
              {t('addLesson.failed', { detail: failureDetail(create.error) ?? t('addLesson.unknownError') })}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to={adminCourseContentPath(courseId)}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('addLesson.submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** /admin/courses/{courseId}/add-lesson: a new lesson, then back to the content page. */
export function AdminAddLessonPage() {
  const { t } = useTranslation('courses-admin');
  const courseId = Number(useParams().courseId);
  if (!Number.isInteger(courseId) || courseId <= 0) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('addLesson.title')}</Title>
        <Alert color="red" role="alert">
          {t('addLesson.noCourse')}
        </Alert>
        <Anchor component={Link} to={sectionPath('admin', 'courses')}>
          {t('content.back')}
        </Anchor>
      </Stack>
    );
  }
  return <AddLessonForm courseId={courseId} />;
}
