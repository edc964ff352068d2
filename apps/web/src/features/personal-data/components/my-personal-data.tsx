import type { ErasureRequestDto } from '@expert-portal/contracts';
import { Alert, Button, Divider, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileZip, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatDate } from '@/shared/lib/dates';
import { LogExportBar } from '@/shared/ui/log-export-bar';
import { downloadMyData } from '../api/download-my-data';
import { useMyErasureRequest } from '../api/use-my-erasure-request';
import { ErasureRequestDialog } from './erasure-request-dialog';

const ALERT_COLORS = { pending: 'orange', refused: 'red', granted: 'teal' } as const;
const TEXT_STYLE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** Where the person's latest request stands (waiting, refused with the admin's reason, granted), and why they asked. */
function ErasureState({ request }: { request: ErasureRequestDto }) {
  const { t, i18n } = useTranslation('personal-data');
  const date = formatDate(request.created_at, i18n.language);
  const decided = request.decided_at ? formatDate(request.decided_at, i18n.language) : null;
  return (
    <Alert color={ALERT_COLORS[request.status]} variant="light" role="status" w="100%">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t(`mine.erasure.${request.status}`, { date })}
        </Text>
        {request.status === 'refused' && request.decision_reason && (
          <Text size="sm" style={TEXT_STYLE}>
            {t('mine.erasure.refusal', { reason: request.decision_reason })}
          </Text>
        )}
        {request.status !== 'pending' && decided && (
          <Text size="sm">{t('mine.erasure.decidedAt', { date: decided })}</Text>
        )}
        {request.reason && (
          <Text size="sm" style={TEXT_STYLE}>
            {t('mine.erasure.yourReason', { reason: request.reason })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

/** The request to erase the person's data: its state, and the button to ask (again, after a refusal). */
function MyErasure() {
  const { t } = useTranslation('personal-data');
  const mine = useMyErasureRequest();
  const [asking, setAsking] = useState(false);
  const request = mine.data;
  const canAsk = mine.isSuccess && (!request || request.status === 'refused');

  return (
    <Stack gap="xs" align="flex-start">
      <Title order={3} size="h5">
        {t('mine.erasure.title')}
      </Title>
      {mine.isPending && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('mine.erasure.loading')}</Text>
        </Group>
      )}
      {mine.isError && (
        <Alert color="red" title={t('mine.erasure.loadError')} w="100%">
          {errorMessage(mine.error, t)}
        </Alert>
      )}
      {request === null && (
        <Text size="sm" c="dimmed">
          {t('mine.erasure.text')}
        </Text>
      )}
      {request && <ErasureState request={request} />}
      {canAsk && (
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setAsking(true)}
        >
          {request ? t('mine.erasure.again') : t('mine.erasure.request')}
        </Button>
      )}
      {asking && <ErasureRequestDialog onClose={() => setAsking(false)} />}
    </Stack>
  );
}

/** A copy of everything the portal holds on the person, and their request to erase it. */
function MyPersonalData() {
  const { t } = useTranslation('personal-data');
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('mine.copy.title')}
        </Title>
        <Text size="sm">{t('mine.copy.text')}</Text>
        <Text size="xs" c="dimmed">
          {t('mine.copy.hint')}
        </Text>
        <LogExportBar
          label={t('mine.copy.button')}
          icon={<IconFileZip size={16} aria-hidden />}
          failedTitle={t('mine.copy.failed')}
          onExport={downloadMyData}
          onReset={null}
        />
      </Stack>
      <Divider />
      <MyErasure />
    </Stack>
  );
}

/** A person's cabinet: «Мои персональные данные», beside the list of who read them. */
export function MyPersonalDataSection() {
  const { t } = useTranslation('personal-data');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-personal-data-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="my-personal-data-title">
          {t('mine.title')}
        </Title>
        <MyPersonalData />
      </Stack>
    </Paper>
  );
}

/** The same for the back office's people, from their account menu. */
export function MyPersonalDataModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('personal-data');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('mine.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:control.close') }}
    >
      <MyPersonalData />
    </Modal>
  );
}
