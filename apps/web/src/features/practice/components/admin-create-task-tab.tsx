import type { PracticeCourseDto } from '@expert-portal/contracts';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { DateField } from '@/shared/ui/date-field';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { useCreatePracticeTask } from '../api/admin-use-create-practice-task';
import { AdminCoursePicker } from './admin-course-picker';
import { PRACTICE_ACCEPT, PRACTICE_FILE_MAX_MB, practiceFilesProblem } from './practice-file-check';
import { taskTitle } from './practice-format';

const EMPTY = { title: '', title_kk: '', instruction: '', instruction_kk: '', deadline: '' };

/**
 * Tab 1: a task on a course with its title, instruction, deadline (DD.MM.YYYY, the end of that
 * day in Kazakhstan) and files; every field and a course are required, but for the Kazakh title and
 * instruction (Kazakh pages show the Russian ones without them).
 */
export function AdminCreateTaskTab() {
  const { t, i18n } = useTranslation('practice-admin');
  const create = useCreatePracticeTask();
  const [fields, setFields] = useState(EMPTY);
  const [course, setCourse] = useState<PracticeCourseDto | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const fileProblem = practiceFilesProblem(files, t);
  const missing = {
    title: !fields.title.trim(),
    instruction: !fields.instruction.trim(),
    deadline: !fields.deadline,
    course: course === null,
  };
  const incomplete = Object.values(missing).some(Boolean);
  const set = (name: keyof typeof EMPTY) => (value: string) =>
    setFields((now) => ({ ...now, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    if (incomplete || !course || fileProblem) return;
    create.mutate(
      {
        title: fields.title.trim(),
        title_kk: fields.title_kk.trim(),
        instruction: fields.instruction.trim(),
        instruction_kk: fields.instruction_kk.trim(),
        deadline: fields.deadline,
        course: course.id,
        files,
      },
      {
        onSuccess: (task) => {
          notifySuccess(t('create.done', { title: taskTitle(task, i18n.language) }));
          setFields(EMPTY);
          setCourse(null);
          setFiles([]);
          setChecked(false);
        },
        onError: (error) => {
          const message = errorMessage(error, t);
          setFailure(message);
          notifyError(t('create.failed'), message);
        },
      },
    );
  };

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('create.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('create.name')}
              value={fields.title}
              onChange={(event) => set('title')(event.currentTarget.value)}
              error={checked && missing.title}
              maxLength={300}
              withAsterisk
            />
            <TextInput
              label={t('create.nameKk')}
              value={fields.title_kk}
              onChange={(event) => set('title_kk')(event.currentTarget.value)}
              maxLength={300}
            />
            <Textarea
              label={t('create.instruction')}
              value={fields.instruction}
              onChange={(event) => set('instruction')(event.currentTarget.value)}
              error={checked && missing.instruction}
              autosize
              minRows={4}
              maxRows={12}
              withAsterisk
            />
            <Textarea
              label={t('create.instructionKk')}
              value={fields.instruction_kk}
              onChange={(event) => set('instruction_kk')(event.currentTarget.value)}
              autosize
              minRows={4}
              maxRows={12}
            />
          </SimpleGrid>
          <DateField
            label={t('create.deadline')}
            description={t('create.deadlineHint')}
            value={fields.deadline}
            onChange={set('deadline')}
            error={checked && missing.deadline}
            minDate={new Date()}
            withAsterisk
            maw={260}
          />
          <AdminCoursePicker value={course} onChange={setCourse} error={checked && missing.course} />
          <FileInput
            label={t('create.files')}
            description={t('create.filesHint', { mb: PRACTICE_FILE_MAX_MB })}
            placeholder={t('create.filesPlaceholder')}
            leftSection={<IconUpload size={16} aria-hidden />}
            accept={PRACTICE_ACCEPT}
            multiple
            clearable
            value={files}
            onChange={setFiles}
            error={fileProblem}
          />
          {checked && incomplete && (
            <Alert color="red" role="alert">
              {t('errors:practice.create_required')}
            </Alert>
          )}
          {failure && (
            <Alert color="red" role="alert" title={t('create.failed')}>
              {failure}
            </Alert>
          )}
          {create.isPending && files.length > 0 && (
            <Stack gap={4}>
              <Progress value={create.percent} striped animated aria-label={t('create.progressLabel')} />
              <Text size="xs" c="dimmed">
                {t('create.progress', { percent: create.percent })}
              </Text>
            </Stack>
          )}
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
