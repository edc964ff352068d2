import { PRACTICE_FILE_EXTENSIONS, PRACTICE_FILES_PER_UPLOAD } from '@expert-portal/contracts';
import { Alert, Button, CloseButton, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFile, IconSend, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatFileSize } from '@/shared/lib/format-file-size';
import { useSendPracticeAnswer } from '../api/my-use-send-answer';
import { PRACTICE_ACCEPT, PRACTICE_FILE_MAX_MB, practiceFilesProblem } from './practice-file-check';

interface PracticeAnswerUploadProps {
  taskId: number;
  /** An answer was sent already: new files replace its files. */
  replacing: boolean;
}

/** The answer's files: chosen (several at once), checked here for type, size and count, then sent with progress. */
export function PracticeAnswerUpload({ taskId, replacing }: PracticeAnswerUploadProps) {
  const { t } = useTranslation('practice');
  const send = useSendPracticeAnswer(taskId);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = `practice-${taskId}-upload-hint`;

  const choose = (chosen: File[]): void => {
    send.reset();
    setFiles(chosen);
    setProblem(chosen.length > 0 ? practiceFilesProblem(chosen, t) : null);
  };

  const submit = (): void => {
    send.mutate(files, {
      onSuccess: () => {
        setFiles([]);
        notifications.show({ color: 'green', message: t('upload.done'), autoClose: 4000 });
      },
    });
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" id={hintId}>
        {t('upload.hint', {
          types: PRACTICE_FILE_EXTENSIONS.join(', '),
          max: PRACTICE_FILES_PER_UPLOAD,
          mb: PRACTICE_FILE_MAX_MB,
        })}
        {replacing && ` ${t('upload.replaceHint')}`}
      </Text>
      <Group gap="sm">
        <FileButton onChange={choose} accept={PRACTICE_ACCEPT} multiple disabled={send.isPending}>
          {(props) => (
            <Button
              {...props}
              variant={files.length > 0 ? 'default' : 'light'}
              leftSection={<IconUpload size={16} aria-hidden />}
              aria-describedby={hintId}
            >
              {t(files.length > 0 ? 'upload.chooseAgain' : 'upload.choose')}
            </Button>
          )}
        </FileButton>
        {files.length > 0 && !problem && (
          <Button leftSection={<IconSend size={16} aria-hidden />} onClick={submit} loading={send.isPending}>
            {t('upload.send')}
          </Button>
        )}
      </Group>
      {files.length > 0 && (
        <Stack
          component="ul"
          gap={4}
          p={0}
          m={0}
          aria-label={t('upload.chosen')}
          style={{ listStyle: 'none' }}
        >
          {files.map((file) => (
            <Group component="li" key={`${file.name}-${file.size}`} gap={6} wrap="nowrap">
              <IconFile size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatFileSize(file.size, t)}
              </Text>
              <CloseButton
                size="sm"
                aria-label={t('upload.remove', { name: file.name })}
                disabled={send.isPending}
                onClick={() => choose(files.filter((other) => other !== file))}
              />
            </Group>
          ))}
        </Stack>
      )}
      {send.isPending && (
        <Stack gap={4}>
          <Progress value={send.percent} striped animated aria-label={t('upload.progressLabel')} />
          <Text size="xs" c="dimmed">
            {t('upload.progress', { percent: send.percent })}
          </Text>
        </Stack>
      )}
      {problem && (
        <Alert color="red" variant="light" title={t('upload.error')}>
          {problem}
        </Alert>
      )}
      {send.isError && (
        <Alert color="red" variant="light" role="alert" title={t('upload.error')}>
          {errorMessage(send.error, t)}
        </Alert>
      )}
    </Stack>
  );
}
