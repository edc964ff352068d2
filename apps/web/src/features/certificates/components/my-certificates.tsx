import { Alert, Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { useMyCertificates } from '../api/use-my-certificates';
import { MyCertificateCard } from './my-certificate-card';

/** The signed-in user's certificates as cards, with their loading, failure and empty states. */
export function MyCertificates() {
  const { t } = useTranslation('public');
  const certificates = useMyCertificates();

  if (certificates.isPending)
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label={t('certificates.loading')}>
        {[0, 1].map((key) => (
          <Skeleton key={key} height={180} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (certificates.isError)
    return (
      <Alert color="red" role="alert" title={t('certificates.loadError')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(certificates.error, t)}</Text>
          <Button size="compact-sm" variant="light" color="red" onClick={() => void certificates.refetch()}>
            {t('certificate.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (certificates.data.length === 0)
    return (
      <Alert variant="light" color="gray">
        {t('certificates.empty')}
      </Alert>
    );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {certificates.data.map((certificate) => (
        <MyCertificateCard key={certificate.id} certificate={certificate} />
      ))}
    </SimpleGrid>
  );
}
