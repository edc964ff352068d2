import { LESSON_FILE_EXTENSIONS, LESSON_FILES_PER_UPLOAD } from '@expert-portal/contracts';
import { Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { useUploadLessonFiles } from '../api/use-upload-lesson-files';

const ACCEPT = LESSON_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Adding files to a lesson (at least one, 'Выберите файлы'), several at once, with the progress. */
export function LessonFilesUpload({ courseId, lessonId }: { courseId: number; lessonId: number }) {
  const { t } = useTranslation(['courses-admin', 'errors']);
  const upload = useUploadLessonFiles(courseId, lessonId);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (files.length === 0) {
      setError(t('errors:lesson.files_required'));
      return;
    }
    setError(null);
    upload.mutate(files, {
      onSuccess: () => {
        notifySuccess(t('files.uploaded'));
        setFiles([]);
      },
      onError: (failure) => notifyError(t('files.uploadFailed'), errorMessage(failure, t)),
    });
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FileInput
          label={t('files.add')}
          placeholder={t('files.pick')}
          description={t('files.hint', { max: LESSON_FILES_PER_UPLOAD })}
          multiple
          name="files"
          accept={ACCEPT}
          value={files}
          onChange={(picked) => {
            setFiles(picked);
            setError(null);
          }}
          error={error}
          clearable
          miw={240}
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          leftSection={<IconUpload size={16} aria-hidden />}
          onClick={submit}
          loading={upload.isPending}
        >
          {t('files.upload')}
        </Button>
      </Group>
      {upload.isPending && (
        <Stack gap={4}>
          <Text size="sm">{t('files.uploading', { percent: upload.percent })}</Text>
          <Progress value={upload.percent} aria-label={t('files.progress')} />
        </Stack>
      )}
    </Stack>
  );
}
