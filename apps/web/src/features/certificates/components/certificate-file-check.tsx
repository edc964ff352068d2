import type { PublicCertificateDto } from '@expert-portal/contracts';
import { Alert, Button, FileButton, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconFileSearch, IconUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKazakhstanDateTime } from '@/shared/lib/dates';
import { fileSha256, matchFile, type FileMatch } from '../lib/file-sha256';
import { shownStatus } from './certificate-status';

type CheckState =
  | { step: 'idle' }
  | { step: 'hashing'; name: string; fraction: number }
  | { step: 'done'; name: string; match: FileMatch }
  | { step: 'failed'; name: string };

const RESULT_COLORS: Record<FileMatch['kind'], string> = {
  current: 'green',
  previous: 'orange',
  none: 'red',
};

/**
 * The visitor drops or picks a PDF; its SHA-256 is computed here in the browser and compared with the
 * certificate's documents and those they replaced. The file is never sent anywhere. A document of a revoked
 * certificate is said to be invalid, in red.
 */
export function CertificateFileCheck({ certificate }: { certificate: PublicCertificateDto }) {
  const { t, i18n } = useTranslation('public');
  const [state, setState] = useState<CheckState>({ step: 'idle' });
  const [dragging, setDragging] = useState(false);
  // A newer file replaces a check still running: only the latest one's answer is shown.
  const latest = useRef(0);

  const check = (file: File | null) => {
    if (!file) return;
    const run = ++latest.current;
    setState({ step: 'hashing', name: file.name, fraction: 0 });
    fileSha256(file, (fraction) => {
      if (run === latest.current) setState({ step: 'hashing', name: file.name, fraction });
    })
      .then((hash) => {
        if (run === latest.current)
          setState({ step: 'done', name: file.name, match: matchFile(hash, certificate) });
      })
      .catch(() => {
        if (run === latest.current) setState({ step: 'failed', name: file.name });
      });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    check(event.dataTransfer.files[0] ?? null);
  };

  const revoked = shownStatus(certificate) === 'revoked';
  const revokedText = () =>
    certificate.revoked_at
      ? t('certificate.check.revokedAt', {
          date: formatKazakhstanDateTime(certificate.revoked_at, i18n.language),
        })
      : t('certificate.check.revoked');

  const resultText = (match: FileMatch): string => {
    if (match.kind === 'none') return t('certificate.check.none');
    const language = t(`certificate.check.language.${match.language}`);
    if (match.kind === 'current') return t('certificate.check.current', { language });
    return t('certificate.check.previous', {
      language,
      date: formatKazakhstanDateTime(match.replacedAt, i18n.language),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="certificate-check-title">
      <Title order={2} fz="h3" id="certificate-check-title">
        {t('certificate.check.title')}
      </Title>
      <Paper
        withBorder
        p="lg"
        radius="md"
        data-testid="certificate-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: dragging ? 'var(--mantine-color-blue-5)' : undefined,
          background: dragging ? 'var(--mantine-color-blue-0)' : undefined,
        }}
      >
        <Stack gap="sm" align="center">
          <IconFileSearch size={32} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text ta="center" size="sm">
            {t('certificate.check.hint')}
          </Text>
          <FileButton onChange={check} accept="application/pdf,.pdf">
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />}>
                {t('certificate.check.pick')}
              </Button>
            )}
          </FileButton>
          <Text ta="center" size="xs" c="dimmed">
            {t('certificate.check.private')}
          </Text>
        </Stack>
      </Paper>
      {state.step === 'hashing' && (
        <Stack gap={4} aria-live="polite">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('certificate.check.hashing', { name: state.name, percent: Math.round(state.fraction * 100) })}
          </Text>
          <Progress value={state.fraction * 100} aria-label={t('certificate.check.progress')} />
        </Stack>
      )}
      {state.step === 'done' && (
        <Alert
          color={revoked && state.match.kind !== 'none' ? 'red' : RESULT_COLORS[state.match.kind]}
          role="status"
          title={state.name}
          styles={{ title: { overflowWrap: 'anywhere' } }}
        >
          <Stack gap={4}>
            <Text inherit>{resultText(state.match)}</Text>
            {revoked && state.match.kind !== 'none' && (
              <Text inherit fw={700}>
                {revokedText()}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
      {state.step === 'failed' && (
        <Alert color="red" role="alert" title={state.name}>
          {t('certificate.check.failed')}
        </Alert>
      )}
    </Stack>
  );
}
