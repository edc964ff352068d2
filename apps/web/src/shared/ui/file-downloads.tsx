import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFile } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/shared/api/download-file';
import { formatFileSize } from '@/shared/lib/format-file-size';

/** A stored file as the API lists it: its download URL and the name it was uploaded under. */
export interface DownloadableFile {
  id: number;
  file: string;
  name: string;
  size: number;
}

function FileRow({ file }: { file: DownloadableFile }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = (): void => {
    setFailed(false);
    setDownloading(true);
    downloadFile(file.file, file.name)
      .catch(() => setFailed(true))
      .finally(() => setDownloading(false));
  };

  return (
    <li>
      {/* On a phone the button goes under a long name rather than squeezing it. */}
      <Group gap={4} justify="space-between">
        <Group gap={6} wrap="nowrap" miw={0} style={{ flex: '1 1 14rem' }}>
          <IconFile size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatFileSize(file.size, t)}
          </Text>
        </Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={download}
          loading={downloading}
          aria-label={t('download.file', { name: file.name })}
          ml="auto"
        >
          {t('download.button')}
        </Button>
      </Group>
      {failed && (
        <Text size="xs" c="red" role="alert">
          {t('download.error', { name: file.name })}
        </Text>
      )}
    </li>
  );
}

/** Files of the API to download one by one, each saved under its original name. */
export function FileDownloads({ files, label }: { files: readonly DownloadableFile[]; label: string }) {
  return (
    <Stack component="ul" gap={4} aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {files.map((file) => (
        <FileRow key={file.id} file={file} />
      ))}
    </Stack>
  );
}
