import { ESSAY_MAX_WORDS, type UserEssayDto } from '@expert-portal/contracts';
import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileText, IconLock, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatDateTime } from '@/shared/lib/dates';
import { downloadMyEssayFile } from '../api/my-download-essay-file';
import { useUploadEssay } from '../api/my-use-upload-essay';
import { ESSAY_ACCEPT, ESSAY_FILE_MAX_MB, essayFileProblem } from './essay-upload-check';

function UploadedFile({ essay }: { essay: UserEssayDto }) {
  const { t, i18n } = useTranslation('selection');
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const download = (): void => {
    setDownloadFailed(false);
    setDownloading(true);
    downloadMyEssayFile(essay)
      .catch(() => setDownloadFailed(true))
      .finally(() => setDownloading(false));
  };

  return (
    <Paper withBorder radius="md" p="sm" data-testid="uploaded-essay">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <IconFileText size={28} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={2} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {essay.file_name}
            </Text>
            {essay.uploaded_at && (
              <Text size="sm" c="dimmed">
                {t('essay.upload.uploadedAt', { date: formatDateTime(essay.uploaded_at, i18n.language) })}
              </Text>
            )}
            {essay.word_count !== null && (
              <Text size="sm" c="dimmed">
                {t('essay.upload.words', { count: essay.word_count })}
              </Text>
            )}
          </Stack>
        </Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={download}
          loading={downloading}
        >
          {t('essay.upload.download')}
        </Button>
      </Group>
      {downloadFailed && (
        <Text size="sm" c="red" mt="xs">
          {t('essay.upload.downloadError')}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The essay file: a .pdf, .doc or .docx of at most 350 words, checked here for its type and size and on the
 * server for its words; sent with its progress shown, and replaceable until the essay is graded.
 */
export function EssayUpload({ essay }: { essay: UserEssayDto | null }) {
  const { t } = useTranslation('selection');
  const upload = useUploadEssay();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (essay === null) {
    return (
      <Alert variant="light" color="gray" icon={<IconLock size={20} aria-hidden />}>
        {t('errors:essay.theme_required')}
      </Alert>
    );
  }
  const graded = essay.grades.length > 0;

  const send = (file: File | undefined): void => {
    // Cleared so that choosing the same file again is a change too.
    if (input.current) input.current.value = '';
    if (!file) return;
    upload.reset();
    const refusal = essayFileProblem(file, t);
    setProblem(refusal);
    if (refusal) return;
    upload.mutate(file, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: t('essay.upload.done'), autoClose: 4000 }),
    });
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" id="essay-upload-hint">
        {t('essay.upload.hint', { words: ESSAY_MAX_WORDS, mb: ESSAY_FILE_MAX_MB })}
      </Text>
      {essay.file && <UploadedFile essay={essay} />}
      {graded ? (
        <Group gap={6} wrap="nowrap">
          <IconLock size={16} aria-hidden />
          <Text size="sm" c="dimmed">
            {t('essay.upload.graded')}
          </Text>
        </Group>
      ) : (
        <>
          <Group gap="sm">
            <Button
              variant={essay.file ? 'light' : 'filled'}
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={() => input.current?.click()}
              loading={upload.isPending}
              aria-describedby="essay-upload-hint"
            >
              {t(essay.file ? 'essay.upload.replace' : 'essay.upload.choose')}
            </Button>
            {essay.file && (
              <Text size="sm" c="dimmed">
                {t('essay.upload.replaceHint')}
              </Text>
            )}
          </Group>
          <input
            ref={input}
            type="file"
            accept={ESSAY_ACCEPT}
            hidden
            aria-label={t(essay.file ? 'essay.upload.replace' : 'essay.upload.choose')}
            data-testid="essay-file-input"
            onChange={(event) => send(event.currentTarget.files?.[0])}
          />
        </>
      )}
      {upload.isPending && (
        <Stack gap={4}>
          <Progress value={upload.percent} striped animated aria-label={t('essay.upload.progressLabel')} />
          <Text size="xs" c="dimmed">
            {t('essay.upload.progress', { percent: upload.percent })}
          </Text>
        </Stack>
      )}
      {problem && (
        <Alert color="red" variant="light" title={t('essay.upload.error')}>
          {problem}
        </Alert>
      )}
      {upload.isError && (
        <Alert color="red" variant="light" title={t('essay.upload.error')}>
          {errorMessage(upload.error, t)}
        </Alert>
      )}
    </Stack>
  );
}
