import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@/shared/lib/save-blob';

const FILE_NAME = 'expert-portal-recovery-codes.txt';

interface RecoveryCodesProps {
  codes: readonly string[];
  /** «I saved the codes»: the only way on, as they are never shown again. */
  onDone: () => void;
}

/**
 * The recovery codes of a second factor just turned on, shown this once: to copy or download as a text file
 * before going on.
 */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation('security');
  const text = codes.join('\n');
  const download = (): void =>
    saveBlob(
      new Blob([`${t('codes.fileTitle')}\n\n${text}\n`], { type: 'text/plain;charset=utf-8' }),
      FILE_NAME,
    );

  return (
    <Stack gap="md">
      <Text size="sm">{t('codes.intro')}</Text>
      <Alert color="orange" variant="light" p="sm">
        <Text size="sm" fw={500}>
          {t('codes.once')}
        </Text>
      </Alert>
      <SimpleGrid
        component="ul"
        cols={2}
        spacing="xs"
        verticalSpacing={6}
        aria-label={t('codes.list')}
        data-testid="recovery-codes"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {codes.map((code) => (
          <Text
            component="li"
            key={code}
            ff="monospace"
            fz="md"
            ta="center"
            py={4}
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
          >
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              color={copied ? 'teal' : 'blue'}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? t('codes.copied') : t('codes.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          {t('codes.download')}
        </Button>
      </Group>
      <Button onClick={onDone} fullWidth>
        {t('codes.saved')}
      </Button>
    </Stack>
  );
}
