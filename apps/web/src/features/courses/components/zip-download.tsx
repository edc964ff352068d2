import { Button, Progress, Stack, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatFileSize } from '@/shared/lib/format-file-size';
import { useDownloadZip, type ZipSource } from '../api/my-use-download-zip';

interface ZipDownloadProps {
  /** The course, or the lesson, whose files it downloads. */
  source: ZipSource;
  fileName: string;
  label: string;
}

/** «Download all»: one zip streamed by the server, with what has come so far while it comes. */
export function ZipDownload({ source, fileName, label }: ZipDownloadProps) {
  const { t } = useTranslation('courses');
  const zip = useDownloadZip(source, fileName);
  const { received, total } = zip.progress;
  const size = (bytes: number) => formatFileSize(bytes, t);

  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="light"
        leftSection={<IconFileZip size={18} aria-hidden />}
        onClick={() => zip.mutate()}
        loading={zip.isPending}
        // A long label (Kazakh on a phone) wraps inside the button instead of running off the screen.
        maw="100%"
        h="auto"
        mih={36}
        py={6}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
      >
        {label}
      </Button>
      {zip.isPending && (
        <Stack gap={2} w="100%" maw={320}>
          <Progress
            value={total ? (received / total) * 100 : 100}
            striped
            animated
            aria-label={t('zip.progressLabel')}
          />
          <Text size="xs" c="dimmed" role="status">
            {total
              ? t('zip.progressOf', { received: size(received), total: size(total) })
              : t('zip.progress', { received: size(received) })}
          </Text>
        </Stack>
      )}
      {zip.isError && (
        <Text size="sm" c="red" role="alert">
          {t('zip.error')}: {errorMessage(zip.error, t)}
        </Text>
      )}
    </Stack>
  );
}
