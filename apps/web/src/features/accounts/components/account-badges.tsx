import type { AccountDto, AccountStatus } from '@expert-portal/contracts';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<AccountStatus, string> = {
  active: 'green',
  invited: 'blue',
  locked: 'orange',
  deactivated: 'gray',
};

const BADGE_STYLE = { textTransform: 'none', whiteSpace: 'nowrap' } as const;

/** The account's status as a coloured badge, then «демо» for a demo seed's account and «2FA» when it has one. */
export function AccountBadges({ account }: { account: Pick<AccountDto, 'status' | 'demo' | 'mfa_enabled'> }) {
  const { t } = useTranslation('accounts');
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={STATUS_COLORS[account.status]} variant="light" style={BADGE_STYLE}>
        {t(`statusShort.${account.status}`)}
      </Badge>
      {account.demo && (
        <Badge color="grape" variant="outline" style={BADGE_STYLE} title={t('badge.demoTitle')}>
          {t('badge.demo')}
        </Badge>
      )}
      {account.mfa_enabled && (
        <Badge color="teal" variant="outline" style={BADGE_STYLE} title={t('badge.mfaTitle')}>
          {t('badge.mfa')}
        </Badge>
      )}
    </Group>
  );
}
