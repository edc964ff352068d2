import {
  BACK_OFFICE_ROLES,
  isBackOfficeRole,
  type AccountDto,
  type BackOfficeRole,
} from '@expert-portal/contracts';
import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import {
  IconLockOpen,
  IconMailForward,
  IconShieldOff,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { notifySuccess } from '@/shared/ui/notify';
import { useChangeAccountRole } from '../api/use-change-account-role';
import { useDeactivateAccount } from '../api/use-deactivate-account';
import { useReactivateAccount } from '../api/use-reactivate-account';
import { useResendInvitation } from '../api/use-resend-invitation';
import { useResetAccountMfa } from '../api/use-reset-account-mfa';
import { useUnlockAccount } from '../api/use-unlock-account';
import { ActionDialog } from './action-dialog';
import { accountName } from './format';

type Dialog = 'deactivate' | 'reactivate' | 'reset-mfa';

interface AccountActionsProps {
  account: AccountDto;
  onChanged: (account: AccountDto) => void;
}

/** A back-office account's role, to move it to another back-office role (its sessions end). */
function RoleChange({
  account,
  role: current,
  onChanged,
  onFailed,
}: AccountActionsProps & {
  role: BackOfficeRole;
  onFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation('accounts');
  const change = useChangeAccountRole();
  const [role, setRole] = useState<BackOfficeRole>(current);

  const save = () => {
    onFailed(null);
    change.mutate(
      { id: account.id, role },
      {
        onSuccess: (updated) => {
          notifySuccess(
            t('role.done', { name: accountName(updated), role: t(`common:role.${updated.role}`) }),
          );
          onChanged(updated);
        },
        onError: onFailed,
      },
    );
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('role.label')}
        description={t('role.hint')}
        data={BACK_OFFICE_ROLES.map((value) => ({ value, label: t(`common:role.${value}`) }))}
        value={role}
        onChange={(next) => setRole(next && isBackOfficeRole(next) ? next : current)}
        allowDeselect={false}
        style={{ flex: '1 1 220px' }}
      />
      <Button variant="light" onClick={save} disabled={role === current} loading={change.isPending}>
        {t('role.save')}
      </Button>
    </Group>
  );
}

/**
 * What an admin may do with the account now: change a back-office role, deactivate or reactivate it, mail a new
 * invitation while it has no password, lift a lock, remove its second factor. The server may still refuse
 * (yourself, the last admin): its reason is shown.
 */
export function AccountActions({ account, onChanged }: AccountActionsProps) {
  const { t } = useTranslation('accounts');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const resend = useResendInvitation();
  const unlock = useUnlockAccount();
  const deactivate = useDeactivateAccount();
  const reactivate = useReactivateAccount();
  const resetMfa = useResetAccountMfa();
  const name = accountName(account);

  const done = (message: string) => (updated: AccountDto) => {
    notifySuccess(message);
    setDialog(null);
    onChanged(updated);
  };
  const open = (next: Dialog) => {
    setFailure(null);
    deactivate.reset();
    reactivate.reset();
    resetMfa.reset();
    setDialog(next);
  };
  const run = (mutate: () => void) => {
    setFailure(null);
    mutate();
  };

  return (
    <Stack gap="md">
      {isBackOfficeRole(account.role) && (
        <RoleChange
          key={account.role}
          account={account}
          role={account.role}
          onChanged={onChanged}
          onFailed={setFailure}
        />
      )}
      <Group gap="sm" wrap="wrap">
        {account.status === 'invited' && (
          <Button
            variant="light"
            leftSection={<IconMailForward size={16} aria-hidden />}
            loading={resend.isPending}
            onClick={() =>
              run(() =>
                resend.mutate(account.id, {
                  onSuccess: done(t('resend.done', { email: account.email ?? account.username })),
                  onError: setFailure,
                }),
              )
            }
          >
            {t('resend.button')}
          </Button>
        )}
        {account.status === 'locked' && (
          <Button
            variant="light"
            leftSection={<IconLockOpen size={16} aria-hidden />}
            loading={unlock.isPending}
            onClick={() =>
              run(() =>
                unlock.mutate(account.id, {
                  onSuccess: done(t('unlock.done', { name })),
                  onError: setFailure,
                }),
              )
            }
          >
            {t('unlock.button')}
          </Button>
        )}
        {account.mfa_enabled && (
          <Button
            variant="light"
            color="orange"
            leftSection={<IconShieldOff size={16} aria-hidden />}
            onClick={() => open('reset-mfa')}
          >
            {t('resetMfa.button')}
          </Button>
        )}
        {account.status === 'deactivated' ? (
          <Button
            variant="light"
            color="green"
            leftSection={<IconUserCheck size={16} aria-hidden />}
            onClick={() => open('reactivate')}
          >
            {t('reactivate.button')}
          </Button>
        ) : (
          <Button
            variant="light"
            color="red"
            leftSection={<IconUserOff size={16} aria-hidden />}
            onClick={() => open('deactivate')}
          >
            {t('deactivate.button')}
          </Button>
        )}
      </Group>
      {failure !== null && (
        <Alert color="red" role="alert" title={t('action.failed')}>
          {errorMessage(failure, t)}
        </Alert>
      )}
      {dialog === 'deactivate' && (
        <ActionDialog
          title={t('deactivate.title')}
          text={t('deactivate.text', { name })}
          reason={{ label: t('deactivate.reason'), required: true }}
          confirmLabel={t('deactivate.confirm')}
          confirmColor="red"
          pending={deactivate.isPending}
          error={deactivate.error}
          onConfirm={(reason) =>
            deactivate.mutate({ id: account.id, reason }, { onSuccess: done(t('deactivate.done', { name })) })
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'reactivate' && (
        <ActionDialog
          title={t('reactivate.title')}
          text={t('reactivate.text', { name })}
          reason={{ label: t('reactivate.reason'), required: false }}
          confirmLabel={t('reactivate.confirm')}
          confirmColor="green"
          pending={reactivate.isPending}
          error={reactivate.error}
          onConfirm={(reason) =>
            reactivate.mutate(
              { id: account.id, reason: reason || undefined },
              { onSuccess: done(t('reactivate.done', { name })) },
            )
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'reset-mfa' && (
        <ActionDialog
          title={t('resetMfa.title')}
          text={t('resetMfa.text', { name })}
          confirmLabel={t('resetMfa.confirm')}
          confirmColor="orange"
          pending={resetMfa.isPending}
          error={resetMfa.error}
          onConfirm={() => resetMfa.mutate(account.id, { onSuccess: done(t('resetMfa.done', { name })) })}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
