import type { AccountDto } from '@expert-portal/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/shared/ui/notify';
import { AccountsList } from '../components/accounts-list';
import { CreateAccountModal } from '../components/create-account-modal';
import { accountName } from '../components/format';

/**
 * /admin/accounts: every account of the portal with its role and status; an admin creates back-office accounts
 * (invited by mail to set their password) and, on an account's card, changes its role, deactivates or
 * reactivates it, mails a new invitation, lifts a lock or removes its second factor.
 */
export function AccountsPage() {
  const { t } = useTranslation('accounts');
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<AccountDto | null>(null);

  const created = (account: AccountDto) => {
    setCreating(false);
    notifySuccess(t('create.done', { name: accountName(account), email: account.email ?? account.username }));
    setOpen(account);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Title order={1}>{t('areas:admin.accounts.title')}</Title>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('create.button')}
        </Button>
      </Group>
      <Text c="dimmed">{t('intro')}</Text>
      <AccountsList open={open} onOpen={setOpen} />
      {creating && <CreateAccountModal onClose={() => setCreating(false)} onCreated={created} />}
    </Stack>
  );
}
