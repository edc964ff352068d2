import { normalizeLanguage, type PublicCertificateDto } from '@expert-portal/contracts';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconKey, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '@/shared/api/api-error';
import { apiPath } from '@/shared/api/download-file';
import { errorMessage } from '@/shared/api/error-message';
import { formatDate, formatKazakhstanDateTime } from '@/shared/lib/dates';
import { localText } from '@/shared/lib/local-title';
import { PATHS } from '@/shared/lib/routes';
import { certificatePaths } from '../api/certificate-keys';
import { usePublicCertificate } from '../api/use-public-certificate';
import { CertificateFileCheck } from '../components/certificate-file-check';
import { STATUS_COLORS, shownStatus } from '../components/certificate-status';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={500} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The status of the certificate in one sentence, revoked with its date and reason. */
function StatusBanner({ certificate }: { certificate: PublicCertificateDto }) {
  const { t, i18n } = useTranslation('public');
  const status = shownStatus(certificate);
  return (
    <Alert
      color={STATUS_COLORS[status]}
      variant={status === 'active' ? 'light' : 'filled'}
      role="status"
      icon={<IconShieldCheck aria-hidden />}
      title={t(`certificate.statusTitle.${status}`)}
      data-testid="certificate-status"
    >
      {status === 'active' &&
        t('certificate.statusText.active', { date: formatDate(certificate.expiration_date, i18n.language) })}
      {status === 'expired' &&
        t('certificate.statusText.expired', { date: formatDate(certificate.expiration_date, i18n.language) })}
      {status === 'revoked' && (
        <Stack gap={4}>
          {certificate.revoked_at && (
            <Text inherit>
              {t('certificate.revokedAt', {
                date: formatKazakhstanDateTime(certificate.revoked_at, i18n.language),
              })}
            </Text>
          )}
          {certificate.revoke_reason && (
            <Text inherit style={{ overflowWrap: 'anywhere' }}>
              {t('certificate.revokeReason', { reason: certificate.revoke_reason })}
            </Text>
          )}
          {certificate.credential_status?.revoked && (
            <Text inherit>{t('certificate.revokedInStatusList')}</Text>
          )}
        </Stack>
      )}
    </Alert>
  );
}

function Documents({ certificate }: { certificate: PublicCertificateDto }) {
  const { t } = useTranslation('public');
  if (!certificate.documents_ready)
    return (
      <Alert color="blue" variant="light">
        {t('certificate.documentsPending')}
      </Alert>
    );
  const pdf = (language: 'ru' | 'kk') => {
    const url = language === 'ru' ? certificate.file_ru : certificate.file_kk;
    return apiPath(url ?? certificatePaths.publicFile(certificate.uuid, language));
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="certificate-documents-title">
      <Title order={2} fz="h3" id="certificate-documents-title">
        {t('certificate.documents')}
      </Title>
      <Group gap="sm">
        {(['ru', 'kk'] as const).map((language) => (
          <Button
            key={language}
            component="a"
            href={pdf(language)}
            target="_blank"
            rel="noopener"
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t(`certificate.pdf.${language}`)}
          </Button>
        ))}
        {certificate.credential !== null && (
          <Button
            component="a"
            href={certificatePaths.credential(certificate.uuid)}
            download={`certificate-${certificate.serial_number}.jwt`}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            // A long label (Russian or Kazakh on a phone) wraps inside the button instead of being cut.
            maw="100%"
            h="auto"
            mih={36}
            py={6}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          >
            {t('certificate.credential')}
          </Button>
        )}
      </Group>
      {certificate.credential !== null && (
        <Text size="sm" c="dimmed">
          {t('certificate.credentialHint')}{' '}
          {/* Links within a sentence are underlined: not told apart by their colour alone (WCAG 1.4.1). */}
          <Anchor href={certificatePaths.issuerKeys} target="_blank" rel="noopener" inline underline="always">
            <IconKey size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
            {t('certificate.issuerKeys')}
          </Anchor>
        </Text>
      )}
      {certificate.credential_status !== null && (
        <Text size="sm" c="dimmed">
          {t('certificate.statusListHint')}{' '}
          <Anchor
            href={certificate.credential_status.status_list_credential}
            target="_blank"
            rel="noopener"
            inline
            underline="always"
          >
            {t('certificate.statusList')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

function CertificateView({ certificate }: { certificate: PublicCertificateDto }) {
  const { t, i18n } = useTranslation('public');
  const language = i18n.language;
  const kk = normalizeLanguage(language) === 'kk';
  return (
    <Stack gap="lg">
      <StatusBanner certificate={certificate} />
      <Paper withBorder p="lg" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md" component="dl" m={0}>
          <Field label={t('certificate.field.name')}>{certificate.user.name}</Field>
          <Field label={t('certificate.field.serial')}>{certificate.serial_number}</Field>
          <Field label={t('certificate.field.course')}>
            {localText(certificate.course.title, certificate.course.title_kk, language)}
          </Field>
          <Field label={t('certificate.field.hours')}>
            {certificate.course.academic_hours === null
              ? '—'
              : t('certificate.hours', { count: certificate.course.academic_hours })}
          </Field>
          <Field label={t('certificate.field.start')}>{formatDate(certificate.start_date, language)}</Field>
          <Field label={t('certificate.field.end')}>
            {formatDate(certificate.expiration_date, language)}
          </Field>
          <Field label={t('certificate.field.act')}>
            {(kk ? certificate.act_number_kk : certificate.act_number) ||
              certificate.act_number ||
              certificate.act_number_kk}
          </Field>
          <Field label={t('certificate.field.issuer')}>
            {localText(certificate.issuer.name_ru, certificate.issuer.name_kk, language)}
          </Field>
        </SimpleGrid>
      </Paper>
      <Documents certificate={certificate} />
      <CertificateFileCheck certificate={certificate} />
    </Stack>
  );
}

/** The public check of one certificate, reached by the QR code or link printed on it (no session needed). */
export function CertificatePage() {
  const { t } = useTranslation('public');
  const { uuid = '' } = useParams();
  const certificate = usePublicCertificate(uuid);
  const notFound = certificate.error instanceof ApiError && certificate.error.status === 404;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('certificate.title')}</Title>
        {certificate.isPending && (
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{t('certificate.loading')}</Text>
          </Group>
        )}
        {notFound && (
          <Alert color="red" role="alert" title={t('certificate.notFound')}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('certificate.notFoundText', { uuid })}
            </Text>
          </Alert>
        )}
        {certificate.isError && !notFound && (
          <Alert color="red" role="alert" title={t('certificate.loadError')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(certificate.error, t)}</Text>
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                onClick={() => void certificate.refetch()}
              >
                {t('certificate.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {certificate.isSuccess && <CertificateView certificate={certificate.data} />}
        <Anchor component={Link} to={PATHS.home}>
          {t('common:nav.home')}
        </Anchor>
      </Stack>
    </Container>
  );
}
