import type { MfaEnrolment } from '@expert-portal/contracts';
import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { isCompleteMfaCode, normalizeMfaCode } from '@/shared/lib/mfa-code';
import { MfaEnrolmentForm } from '@/shared/ui/mfa-enrolment-form';
import { notifySuccess } from '@/shared/ui/notify';
import { OneTimeCodeInput } from '@/shared/ui/one-time-code-input';
import { RecoveryCodes } from '@/shared/ui/recovery-codes';
import { useBeginMfaMutation } from '../api/use-begin-mfa';
import { useConfirmMfaMutation } from '../api/use-confirm-mfa';
import { useMySecurity } from '../api/use-my-security';
import { useRemoveMfaMutation } from '../api/use-remove-mfa';

/** Where the modal is: the status, an enrolment waiting for its first code, or the codes shown once. */
type Stage =
  { kind: 'status' } | { kind: 'enrol'; enrolment: MfaEnrolment } | { kind: 'codes'; codes: string[] };

function StatusBadge({ on }: { on: boolean }) {
  const { t } = useTranslation('security');
  return (
    <Group gap="xs">
      <Text size="sm" fw={500}>
        {t('mfa.status')}:
      </Text>
      <Badge color={on ? 'green' : 'gray'} variant="light" data-testid="mfa-status">
        {on ? t('mfa.on') : t('mfa.off')}
      </Badge>
    </Group>
  );
}

/** Off: what it adds, and «Подключить», which asks the API for a new secret. */
function EnableView({ onStarted }: { onStarted: (enrolment: MfaEnrolment) => void }) {
  const { t } = useTranslation('security');
  const begin = useBeginMfaMutation();
  return (
    <Stack gap="md">
      <StatusBadge on={false} />
      <Text size="sm">{t('mfa.offText')}</Text>
      {begin.isError && (
        <Alert color="red" role="alert">
          {errorMessage(begin.error, t)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          leftSection={<IconShieldCheck size={16} aria-hidden />}
          loading={begin.isPending}
          onClick={() => begin.mutate(undefined, { onSuccess: onStarted })}
        >
          {t('mfa.enable')}
        </Button>
      </Group>
    </Stack>
  );
}

/** On: a role that requires it cannot remove it; anyone else removes it with a current code. */
function EnabledView({ required }: { required: boolean }) {
  const { t } = useTranslation('security');
  const remove = useRemoveMfaMutation();
  const [code, setCode] = useState('');
  const complete = isCompleteMfaCode(code, 'any');
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (!complete || remove.isPending) return;
    remove.mutate({ code: normalizeMfaCode(code) }, { onSuccess: () => notifySuccess(t('mfa.disabled')) });
  };

  return (
    <Stack gap="md">
      <StatusBadge on />
      <Text size="sm">{t('mfa.onText')}</Text>
      {required ? (
        <Alert color="blue" data-testid="mfa-required">
          {t('mfa.required')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <OneTimeCodeInput
              kind="any"
              value={code}
              onChange={(value) => {
                setCode(value);
                if (remove.isError) remove.reset();
              }}
              description={t('mfa.disablePrompt')}
              error={remove.isError ? errorMessage(remove.error, t) : undefined}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                color="red"
                variant="light"
                loading={remove.isPending}
                disabled={!complete}
              >
                {t('mfa.disable')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/** The enrolment: the secret as QR and text, confirmed by the app's first code. */
function EnrolView({
  enrolment,
  onEnrolled,
  onCancel,
}: {
  enrolment: MfaEnrolment;
  onEnrolled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('security');
  const confirm = useConfirmMfaMutation();
  return (
    <MfaEnrolmentForm
      enrolment={enrolment}
      pending={confirm.isPending}
      error={confirm.isError ? errorMessage(confirm.error, t) : undefined}
      onEdit={() => {
        if (confirm.isError) confirm.reset();
      }}
      submitLabel={t('mfa.confirm')}
      secondary={
        <Button variant="default" onClick={onCancel} disabled={confirm.isPending} fullWidth>
          {t('mfa.cancel')}
        </Button>
      }
      onSubmit={(code) =>
        confirm.mutate({ code }, { onSuccess: (answer) => onEnrolled(answer.recovery_codes) })
      }
    />
  );
}

/**
 * «Двухфакторная аутентификация» of the account menu: the second factor's status; off, its enrolment and then
 * the recovery codes, shown once (the modal cannot be closed past them by accident); on, its removal unless the
 * role requires it.
 */
export function TwoFactorModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('security');
  const security = useMySecurity();
  const [stage, setStage] = useState<Stage>({ kind: 'status' });
  const showingCodes = stage.kind === 'codes';

  let content;
  if (stage.kind === 'codes') {
    content = (
      <Stack gap="md">
        <Text fw={600}>{t('codes.title')}</Text>
        <RecoveryCodes
          codes={stage.codes}
          onDone={() => {
            notifySuccess(t('mfa.enabled'));
            onClose();
          }}
        />
      </Stack>
    );
  } else if (stage.kind === 'enrol') {
    content = (
      <EnrolView
        enrolment={stage.enrolment}
        onEnrolled={(codes) => setStage({ kind: 'codes', codes })}
        onCancel={() => setStage({ kind: 'status' })}
      />
    );
  } else if (security.isPending) {
    content = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('mfa.loading')}</Text>
      </Group>
    );
  } else if (security.isError) {
    content = (
      <Alert color="red" role="alert">
        {errorMessage(security.error, t)}
      </Alert>
    );
  } else if (security.data.mfa_enabled) {
    content = <EnabledView required={security.data.mfa_required} />;
  } else {
    content = <EnableView onStarted={(enrolment) => setStage({ kind: 'enrol', enrolment })} />;
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('mfa.title')}
      centered
      size={stage.kind === 'enrol' ? 'lg' : 'md'}
      withCloseButton={!showingCodes}
      closeOnClickOutside={!showingCodes}
      closeOnEscape={!showingCodes}
    >
      {content}
    </Modal>
  );
}
