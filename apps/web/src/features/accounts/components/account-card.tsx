import type { AccountDto } from '@expert-portal/contracts';
import { Anchor, Drawer, Stack, Table, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@/shared/lib/dates';
import { formatPhone } from '@/shared/lib/phone';
import { sectionPath } from '@/shared/lib/routes';
import { AccountActions } from './account-actions';
import { AccountBadges } from './account-badges';
import { AccountHistory } from './account-history';
import { AccountMails } from './account-mails';
import { accountName } from './format';
import { useMediaMatch } from '@/shared/lib/use-media-match';

/** What an empty field shows, the same in both languages. */
const NONE = '—';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="38%">
        {label}
      </Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children}</Table.Td>
    </Table.Tr>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

interface AccountCardProps {
  account: AccountDto;
  onClose: () => void;
  /** The account as an action's answer left it. */
  onChanged: (account: AccountDto) => void;
}

/**
 * An account's card: every field, its status with the deactivation's reason and date or the lock's end, the
 * actions its role and status allow, the latest mails written to it and its latest audit entries, and a link to
 * the reads of the person's data (the access log of personal data, filtered by them).
 */
export function AccountCard({ account, onClose, onChanged }: AccountCardProps) {
  const { t, i18n } = useTranslation('accounts');
  const narrow = useMediaMatch('(max-width: 40em)');
  const when = (value: string) => formatDateTime(value, i18n.language);

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 'lg'}
      title={accountName(account)}
      closeButtonProps={{ 'aria-label': t('card.close') }}
    >
      <Stack gap="lg">
        <Table verticalSpacing={6} fz="sm">
          <Table.Tbody>
            <Field label={t('field.username')}>{account.username}</Field>
            <Field label={t('field.email')}>{account.email ?? NONE}</Field>
            <Field label={t('field.phone')}>{account.phone ? formatPhone(account.phone) : NONE}</Field>
            <Field label={t('field.role')}>{t(`common:role.${account.role}`)}</Field>
            <Field label={t('field.status')}>
              <Stack gap={4}>
                <AccountBadges account={account} />
                {/* What an invitation or a lock means; the badge says «active» and «deactivated» well enough. */}
                {(account.status === 'invited' || account.status === 'locked') && (
                  <Text size="sm">{t(`status.${account.status}`)}</Text>
                )}
                {account.status === 'locked' && account.locked_until && (
                  <Text size="sm">{t('card.lockedUntil', { date: when(account.locked_until) })}</Text>
                )}
                {account.deactivated_at && (
                  <Text size="sm">{t('card.deactivatedAt', { date: when(account.deactivated_at) })}</Text>
                )}
                {account.deactivation_reason && (
                  <Text size="sm">{t('card.reason', { reason: account.deactivation_reason })}</Text>
                )}
              </Stack>
            </Field>
            <Field label={t('field.mfa')}>{t(account.mfa_enabled ? 'card.mfaOn' : 'card.mfaOff')}</Field>
            {account.demo && <Field label={t('field.demo')}>{t('card.demo')}</Field>}
            <Field label={t('column.lastLogin')}>
              {account.last_login_at ? when(account.last_login_at) : t('never')}
            </Field>
            <Field label={t('column.created')}>{when(account.created_at)}</Field>
          </Table.Tbody>
        </Table>
        <Section title={t('card.actions')}>
          <AccountActions account={account} onChanged={onChanged} />
        </Section>
        <Section title={t('card.mails')}>
          <AccountMails accountId={account.id} />
        </Section>
        <Section title={t('card.history')}>
          <AccountHistory accountId={account.id} />
          <Anchor
            component={Link}
            to={`${sectionPath('admin', 'data-access')}?subject=${account.id}`}
            size="sm"
            w="fit-content"
          >
            {t('card.dataAccess')}
          </Anchor>
        </Section>
      </Stack>
    </Drawer>
  );
}
