import type { CertificateDto } from '@expert-portal/contracts';
import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatDate } from '@/shared/lib/dates';
import { localText } from '@/shared/lib/local-title';
import { certificatePath } from '@/shared/lib/routes';
import { notifyError } from '@/shared/ui/notify';
import type { DocumentLanguage } from '../api/certificate-keys';
import { downloadMyCertificate } from '../api/download-my-certificate';
import { CertificateStatusBadge } from './certificate-status';

/** A date kept on one line («25 нояб. 2027 г.» never splits before its year). */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/** One of the user's certificates: course, serial, status, dates, its public page and its PDFs. */
export function MyCertificateCard({ certificate }: { certificate: CertificateDto }) {
  const { t, i18n } = useTranslation('public');
  const [downloading, setDownloading] = useState<DocumentLanguage | null>(null);
  const title = localText(certificate.course.title, certificate.course.title_kk, i18n.language);
  const titleId = `certificate-${certificate.id}-title`;

  const download = (language: DocumentLanguage) => {
    setDownloading(language);
    downloadMyCertificate(certificate, language)
      .catch((error: unknown) => notifyError(t('certificates.downloadFailed'), errorMessage(error, t)))
      .finally(() => setDownloading(null));
  };

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} fz="lg" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <CertificateStatusBadge status={certificate.status} />
        </Group>
        <Text size="sm">{t('certificates.serial', { serial: certificate.serial_number })}</Text>
        <Text size="sm">
          {t('certificates.period', {
            start: unbroken(formatDate(certificate.start_date, i18n.language)),
            end: unbroken(formatDate(certificate.expiration_date, i18n.language)),
          })}
        </Text>
        {certificate.status === 'revoked' && certificate.revoke_reason && (
          <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
            {t('certificate.revokeReason', { reason: certificate.revoke_reason })}
          </Text>
        )}
        {!certificate.documents_ready && (
          <Group gap="xs" wrap="nowrap" role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('certificates.preparing')}
            </Text>
          </Group>
        )}
      </Stack>
      <Group gap="xs" mt="md">
        <Button
          component="a"
          href={certificatePath(certificate.uuid)}
          target="_blank"
          rel="noopener"
          variant="light"
          rightSection={<IconExternalLink size={16} aria-hidden />}
          aria-label={`${t('certificates.open')}: ${title}`}
        >
          {t('certificates.open')}
        </Button>
        {certificate.documents_ready &&
          (['ru', 'kk'] as const).map((language) => (
            <Button
              key={language}
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={downloading === language}
              onClick={() => download(language)}
            >
              {t(`certificate.pdf.${language}`)}
            </Button>
          ))}
      </Group>
    </Card>
  );
}
