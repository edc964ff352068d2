import type { AccountDto } from '@expert-portal/contracts';
import { Anchor, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatDateTime } from '@/shared/lib/dates';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table';
import { ACCOUNTS_PAGE_SIZE, type AccountFilters } from '../api/account-keys';
import { useAccounts } from '../api/use-accounts';
import { AccountBadges } from './account-badges';
import { AccountCard } from './account-card';
import { AccountsFilters, type AccountFilterValues } from './accounts-filters';
import { accountName } from './format';

/** The search waits this long after the last keystroke, so typing a name sends one request. */
export const ACCOUNT_SEARCH_DEBOUNCE_MS = 300;

interface AccountsListProps {
  /** The account whose card is open (a new one opens right after it is created). */
  open: AccountDto | null;
  onOpen: (account: AccountDto | null) => void;
}

/** Every account, 20 a page, filtered by role and status and searched; an account's name opens its card. */
export function AccountsList({ open, onOpen }: AccountsListProps) {
  const { t, i18n } = useTranslation('accounts');
  const [values, setValues] = useState<AccountFilterValues>({ search: '', role: null, status: null });
  const [search] = useDebouncedValue(values.search.trim(), ACCOUNT_SEARCH_DEBOUNCE_MS);
  const filters: AccountFilters = useMemo(
    () => ({ search, role: values.role, status: values.status }),
    [search, values.role, values.status],
  );
  const [page, setPage] = useState(1);
  // A new filter starts from its first page.
  const [pageFilters, setPageFilters] = useState(filters);
  if (pageFilters !== filters) {
    setPageFilters(filters);
    setPage(1);
  }
  const list = useAccounts(filters, page);
  const filtered = Boolean(search) || filters.role !== null || filters.status !== null;
  const when = (value: string) => formatDateTime(value, i18n.language);

  const columns: PagedTableColumn<AccountDto>[] = [
    {
      key: 'name',
      header: t('column.name'),
      cell: (account) => (
        <Stack gap={0}>
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="left"
            fw={500}
            onClick={() => onOpen(account)}
            data-account-link
          >
            {accountName(account)}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {account.username}
          </Text>
          {account.email && account.email !== account.username && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {account.email}
            </Text>
          )}
        </Stack>
      ),
      style: { minWidth: 220 },
    },
    { key: 'role', header: t('column.role'), cell: (account) => t(`common:role.${account.role}`) },
    {
      key: 'status',
      header: t('column.status'),
      cell: (account) => <AccountBadges account={account} />,
    },
    {
      key: 'last-login',
      header: t('column.lastLogin'),
      cell: (account) => (account.last_login_at ? when(account.last_login_at) : t('never')),
      style: { minWidth: 130 },
    },
    {
      key: 'created',
      header: t('column.created'),
      cell: (account) => when(account.created_at),
      style: { minWidth: 130 },
    },
  ];

  return (
    <Stack gap="md">
      <AccountsFilters value={values} onChange={setValues} />
      <PagedTable
        columns={columns}
        data={list.isError ? undefined : list.data}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error, t) : null}
        page={page}
        onPageChange={setPage}
        pageSize={ACCOUNTS_PAGE_SIZE}
        texts={{
          loading: t('loading'),
          empty: filtered ? t('empty.filtered') : t('empty.none'),
          total: (count) => t('total', { count }),
          pagination: t('pagination'),
        }}
        rowKey={(account) => account.id}
        minWidth={860}
        cardsOnPhone
      />
      {open && <AccountCard account={open} onClose={() => onOpen(null)} onChanged={onOpen} />}
    </Stack>
  );
}
