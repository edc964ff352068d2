import type {
  ApplicationDetailDto,
  ApplicationFileDto,
  ApplicationReferenceDto,
} from '@expert-portal/contracts';
import { Alert, Button, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { memo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadApplicationFile } from '../api/download-application-file';
import { useApplication } from '../api/use-application';
import { ApplicationHistory } from './application-history';
import { DecisionDialog, isDecision, type Decision } from './decision-dialog';
import { formatDateTime } from '@/shared/lib/dates';
import { formatPhone } from '@/shared/lib/phone';
import { loadErrorMessage } from './format';
import { StatusBadge } from './status-badge';

const DECISION_BUTTONS: Record<Decision, { label: string; color: string; done: string }> = {
  'staff.sign': { label: 'action.sign', color: 'green', done: 'done.signed' },
  'staff.refuse': { label: 'action.refuse', color: 'red', done: 'done.refused' },
  'deputy.approve': { label: 'action.approve', color: 'green', done: 'done.approved' },
  'deputy.reject': { label: 'action.reject', color: 'red', done: 'done.rejected' },
};

interface ApplicationDetailModalProps {
  id: number;
  /** False while the card closes: it fades out, and `onClosed` follows once it has. */
  opened: boolean;
  onClose: () => void;
  onClosed: () => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w="40%" scope="row">
        {label}
      </Table.Th>
      {/* An e-mail or an address has no break of its own: on a phone it would widen the table past the card. */}
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children}</Table.Td>
    </Table.Tr>
  );
}

function Documents({ files }: { files: ApplicationFileDto[] }) {
  const { t } = useTranslation('applications');
  const [failed, setFailed] = useState(false);
  if (files.length === 0) return <Text c="dimmed">{t('documents.none')}</Text>;
  const download = (file: ApplicationFileDto) => {
    setFailed(false);
    downloadApplicationFile(file).catch(() => setFailed(true));
  };
  return (
    <Stack gap="xs">
      {files.map((file) => (
        <Group key={file.field} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {t(`doc.${file.field}`)}: {file.name}
          </Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={t('document.download', { name: file.name })}
            onClick={() => download(file)}
          >
            {t('download')}
          </Button>
        </Group>
      ))}
      {failed && (
        <Alert color="red" role="alert">
          {t('error.download')}
        </Alert>
      )}
    </Stack>
  );
}

function Details({ application }: { application: ApplicationDetailDto }) {
  const { t, i18n } = useTranslation('applications');
  const when = (at: string | null) => (at ? formatDateTime(at, i18n.language) : null);
  const yesNo = (flag: boolean, at?: string | null) =>
    flag ? (at ? t('yesAt', { at: when(at) }) : t('yes')) : t('no');
  const ref = (item: ApplicationReferenceDto | null) => item?.name ?? t('notSet');
  const text = (value: string | null | undefined) => value || t('notSet');

  return (
    <Table withRowBorders verticalSpacing={6} fz="sm">
      <Table.Tbody>
        <Row label={t('field.status')}>
          <StatusBadge application={application} />
        </Row>
        <Row label={t('field.name')}>{application.name}</Row>
        <Row label={t('field.iin')}>{application.iin}</Row>
        <Row label={t('field.id_number')}>{text(application.id_number)}</Row>
        <Row label={t('field.email')}>{application.email}</Row>
        <Row label={t('field.phone')}>{formatPhone(application.phone)}</Row>
        <Row label={t('field.address')}>{text(application.address)}</Row>
        <Row label={t('field.workplace')}>{text(application.workplace)}</Row>
        <Row label={t('field.iik')}>{text(application.iik)}</Row>
        <Row label={t('field.bank')}>{text(application.bank)}</Row>
        <Row label={t('field.teacher_category')}>{ref(application.teacher_category)}</Row>
        <Row label={t('field.language')}>{ref(application.language)}</Row>
        <Row label={t('field.language_learn')}>{ref(application.language_learn)}</Row>
        <Row label={t('field.subject')}>{ref(application.subject)}</Row>
        <Row label={t('field.subject2')}>{ref(application.subject2)}</Row>
        <Row label={t('field.education_level')}>{ref(application.education_level)}</Row>
        <Row label={t('field.level')}>{text(application.level)}</Row>
        <Row label={t('field.academic_status')}>{yesNo(application.academic_status)}</Row>
        <Row label={t('field.has_academic_degree_certificate')}>
          {yesNo(application.has_academic_degree_certificate)}
        </Row>
        <Row label={t('field.created_at')}>{when(application.created_at)}</Row>
        <Row label={t('field.signed_by_staff')}>
          {yesNo(application.signed_by_staff, application.signed_by_staff_at)}
        </Row>
        <Row label={t('field.signed_by_deputy')}>
          {yesNo(application.signed_by_deputy, application.signed_by_deputy_at)}
        </Row>
        <Row label={t('field.approved')}>{yesNo(application.approved)}</Row>
        {application.approved_role && (
          <Row label={t('field.approved_role')}>{t(`role.${application.approved_role}`)}</Row>
        )}
        {application.rejected_by && (
          <Row label={t('field.rejected_by')}>
            {t(`rejectedBy.${application.rejected_by}`)}
            {application.rejected_at ? `, ${when(application.rejected_at)}` : ''}
          </Row>
        )}
        {application.rejection_reason && (
          <Row label={t('field.rejection_reason')}>{application.rejection_reason.description}</Row>
        )}
        {application.rejection_comment && (
          <Row label={t('field.rejection_comment')}>{application.rejection_comment}</Row>
        )}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The card's content: the decisions the server allows the signed-in user on the application now (its
 * `signing.allowed_events`), every field the applicant sent, the documents and the audit timeline. Kept apart
 * so that closing the card, which only changes the modal's `opened`, does not draw all of it again in the
 * press's own frame (45 ms of an Escape's 47 at 4× CPU).
 */
const ApplicationCard = memo(function ApplicationCard({
  application,
  onDecision,
}: {
  application: ApplicationDetailDto;
  onDecision: (decision: Decision) => void;
}) {
  const { t } = useTranslation('applications');
  const allowed = application.signing.allowed_events.map((event) => event.type).filter(isDecision);
  return (
    <Stack gap="md">
      {allowed.length > 0 && (
        <Group gap="sm">
          {allowed.map((type) => (
            <Button key={type} color={DECISION_BUTTONS[type].color} onClick={() => onDecision(type)}>
              {t(DECISION_BUTTONS[type].label)}
            </Button>
          ))}
        </Group>
      )}
      <Details application={application} />
      <Title order={3} size="h5">
        {t('documents')}
      </Title>
      <Documents files={application.files} />
      <Title order={3} size="h5">
        {t('history')}
      </Title>
      <ApplicationHistory instanceId={application.signing.instance_id} />
    </Stack>
  );
});

/** One application in a modal, nothing but what the server allows on it; its decision's dialog over it. */
export function ApplicationDetailModal({ id, opened, onClose, onClosed }: ApplicationDetailModalProps) {
  const { t } = useTranslation('applications');
  const detail = useApplication(id);
  const [decision, setDecision] = useState<Decision | null>(null);
  const application = detail.data;

  const done = () => {
    if (decision)
      notifications.show({ message: t(DECISION_BUTTONS[decision].done), color: 'green', autoClose: 3000 });
    setDecision(null);
    onClose();
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        onExitTransitionEnd={onClosed}
        size="xl"
        title={t('detail.title', { id })}
      >
        {detail.isPending && <Loader size="sm" />}
        {detail.isError && (
          <Alert color="red" role="alert">
            {loadErrorMessage(detail.error, t, 'applications:error.detail')}
          </Alert>
        )}
        {application && <ApplicationCard application={application} onDecision={setDecision} />}
      </Modal>
      {decision && application && (
        <DecisionDialog
          decision={decision}
          targets={[application]}
          bulk={false}
          onClose={() => setDecision(null)}
          onDone={done}
        />
      )}
    </>
  );
}
