import type { PracticeFileDto } from '@expert-portal/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { notifyError } from '@/shared/ui/notify';
import { downloadPracticeFile } from '../api/admin-download-practice-file';

/** A task's or an answer's files, each downloaded under the name it was uploaded with. */
export function PracticeFiles({ files }: { files: readonly PracticeFileDto[] }) {
  const { t } = useTranslation('practice-admin');
  if (files.length === 0) return <Text c="dimmed">{t('files.none')}</Text>;
  const download = (file: PracticeFileDto) =>
    downloadPracticeFile(file).catch((error: unknown) =>
      notifyError(t('files.failed'), errorMessage(error, t)),
    );
  return (
    <Stack gap={4} align="flex-start">
      {files.map((file) => (
        <Button
          key={file.id}
          size="compact-xs"
          variant="subtle"
          leftSection={<IconDownload size={14} aria-hidden />}
          aria-label={t('files.download', { name: file.name })}
          onClick={() => void download(file)}
          styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'left' } }}
          h="auto"
          py={2}
        >
          {file.name}
        </Button>
      ))}
    </Stack>
  );
}
