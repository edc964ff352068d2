import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFilterOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { notifyError } from './notify';

type ExportProgress = { loaded: number; total: number | null } | null;

/** Fetches the export and saves it; `onProgress` hears the bytes received (and the total when known). */
export type LogExporter = (onProgress: (loaded: number, total: number | null) => void) => Promise<void>;

interface LogExportBarProps {
  /** «Экспорт в Excel». */
  label: string;
  /** The button's icon: a spreadsheet unless told otherwise (a zip for a person's copy). */
  icon?: ReactNode;
  /** The toast's title when the export fails. */
  failedTitle: string;
  /** The export of what the filters select, made and streamed by the server. */
  onExport: LogExporter;
  /** Clears every filter; the button shows while one is set (null: none is, or the download has none). */
  onReset: (() => void) | null;
}

/**
 * Under a log's filters: its export with the bytes received so far, and «Сбросить фильтры»; also any other file
 * the server makes while it is fetched (a person's copy of their data).
 */
export function LogExportBar({ label, icon, failedTitle, onExport, onReset }: LogExportBarProps) {
  const { t } = useTranslation('common');
  const [progress, setProgress] = useState<ExportProgress>(null);

  const run = () => {
    setProgress({ loaded: 0, total: null });
    onExport((loaded, total) => setProgress({ loaded, total }))
      .catch((error: unknown) => notifyError(failedTitle, errorMessage(error, t)))
      .finally(() => setProgress(null));
  };

  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Button
          leftSection={icon ?? <IconFileSpreadsheet size={16} aria-hidden />}
          onClick={run}
          loading={progress !== null}
        >
          {label}
        </Button>
        {onReset && (
          <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onReset}>
            {t('filters.reset')}
          </Button>
        )}
      </Group>
      {progress && (
        <Stack gap={4} maw={420}>
          <Text size="sm">
            {progress.total
              ? t('export.percent', { percent: Math.round((progress.loaded / progress.total) * 100) })
              : t('export.kilobytes', { kb: Math.round(progress.loaded / 1024) })}
          </Text>
          <Progress
            value={progress.total ? (progress.loaded / progress.total) * 100 : 100}
            animated={!progress.total}
            aria-label={t('export.progress')}
          />
        </Stack>
      )}
    </>
  );
}
