import type { ApplicationStatus } from '@expert-portal/contracts';
import { Anchor, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { sectionPath } from '@/shared/lib/routes';
import { useApplicationCount } from '../api/use-application-count';
import { useCertificateOrderCount } from '../api/use-certificate-order-count';
import { useCertifiedCount } from '../api/use-certified-count';
import { loadErrorMessage } from '../components/format';
import { SignedInContext } from '@/shared/ui/signed-in-context';

function CountCard({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('applications');
  const count = useApplicationCount(status);
  const label = t(`dashboard.${status}`);
  return (
    <Card withBorder padding="lg" role="group" aria-label={label}>
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      {count.isPending && <Loader size="sm" />}
      {count.isError && (
        <Text c="red" size="sm" role="alert">
          {loadErrorMessage(count.error, t, 'applications:error.load')}
        </Text>
      )}
      {count.isSuccess && (
        <Text fz={36} fw={700} data-testid={`count-${status}`}>
          {count.data}
        </Text>
      )}
    </Card>
  );
}

/**
 * Certificate issuances: the people holding an issued certificate, the certified step of the admins' funnel
 * over all applications (one figure, so the two screens agree), and the orders awaiting the director.
 */
function CertificatesCard() {
  const { t } = useTranslation('applications');
  const certified = useCertifiedCount();
  const awaiting = useCertificateOrderCount();
  const label = t('dashboard.certificates');
  return (
    <Card withBorder padding="lg" role="group" aria-label={label}>
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      {certified.isPending && <Loader size="sm" />}
      {certified.isError && (
        <Text c="red" size="sm" role="alert">
          {loadErrorMessage(certified.error, t, 'applications:dashboard.certificatesFailed')}
        </Text>
      )}
      {certified.isSuccess && (
        <Text fz={36} fw={700} data-testid="count-certificates">
          {certified.data}
        </Text>
      )}
      <Text c="dimmed" size="xs">
        {t('dashboard.certificatesNote')}
      </Text>
      {awaiting.isSuccess && (
        <Text size="sm" mt="xs" data-testid="count-certificate-orders">
          {t('dashboard.certificatesAwaiting', { count: awaiting.data })}
        </Text>
      )}
      {awaiting.isError && (
        <Text c="red" size="sm" role="alert">
          {loadErrorMessage(awaiting.error, t, 'applications:dashboard.certificatesFailed')}
        </Text>
      )}
    </Card>
  );
}

/** /director/dashboard: application counts by status, the people certified and the orders awaiting the director. */
export function DirectorDashboardPage() {
  const { t } = useTranslation('applications');
  return (
    <Stack gap="md">
      <Title order={1}>{t('areas:director.dashboard.title')}</Title>
      <SignedInContext />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <CountCard status="waiting" />
        <CountCard status="signed" />
        <CountCard status="rejected" />
        <CertificatesCard />
      </SimpleGrid>
      <Group gap="lg">
        <Anchor component={Link} to={sectionPath('director', 'applications')}>
          {t('dashboard.open')}
        </Anchor>
        <Anchor component={Link} to={sectionPath('director', 'certificates')}>
          {t('dashboard.openCertificates')}
        </Anchor>
      </Group>
    </Stack>
  );
}
