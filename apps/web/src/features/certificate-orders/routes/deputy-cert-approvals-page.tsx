import type { CertificateOrderListItemDto } from '@expert-portal/contracts';
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedInContext } from '@/shared/ui/signed-in-context';
import { PagedTable } from '@/shared/ui/paged-table';
import { ORDERS_PAGE_SIZE, useCertificateOrders } from '../api/use-certificate-orders';
import { DeputySignModal } from '../components/deputy-sign-modal';
import { orderColumns } from '../components/order-columns';
import { useVisibleFor } from '../components/use-visible-for';
import { orderNumber } from '../components/order-format';

/** The confirmation's success banner goes after 4 s. */
export const SIGNED_BANNER_MS = 4000;
/** The search waits this long after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /deputy/cert-approvals: the certificate orders (search, 'only awaiting signature', 10 a page); each order's
 * sign modal signs its users one by one or all the selected ones in one request.
 */
export function DeputyCertApprovalsPage() {
  const { t, i18n } = useTranslation('certificate-orders');
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [awaitingOnly, setAwaitingOnly] = useState(true);
  const [pageState, setPageState] = useState({ page: 1, key: '' });
  const filterKey = `${search}|${awaitingOnly}`;
  // A new search or filter starts again from the first page.
  const page = pageState.key === filterKey ? pageState.page : 1;
  const orders = useCertificateOrders({ page, search, awaiting: awaitingOnly ? 'deputy' : undefined });
  const [openId, setOpenId] = useState<number | null>(null);
  const [signed, setSigned] = useState({ count: 0, at: 0 });
  const signedShown = useVisibleFor(signed.at, SIGNED_BANNER_MS);
  // The open order is read from the list, so a signature's refresh updates the modal too.
  const open = orders.data?.results.find((order) => order.id === openId) ?? null;

  const banner = signedShown && (
    <Alert color="green" role="status">
      {t('deputy.signed', { count: signed.count })}
    </Alert>
  );
  // Offered only where the order's machine takes the deputy's signature now (the server says which).
  const action = (order: CertificateOrderListItemDto) =>
    order.allowed_events.includes('deputy.sign') ? (
      <Button
        size="xs"
        variant="light"
        onClick={() => setOpenId(order.id)}
        aria-label={t('deputy.openFor', { number: orderNumber(order, i18n.language) })}
      >
        {t('deputy.open')}
      </Button>
    ) : (
      '—'
    );

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={1}>{t('areas:deputy.cert-approvals.title')}</Title>
        <SignedInContext />
        <Text c="dimmed">{t('areas:deputy.cert-approvals.description')}</Text>
      </Stack>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          w={360}
          maw="100%"
        />
        <Checkbox
          label={t('deputy.awaitingOnly')}
          checked={awaitingOnly}
          onChange={(event) => setAwaitingOnly(event.currentTarget.checked)}
          mb={8}
        />
      </Group>
      {open === null && banner}
      <PagedTable
        columns={orderColumns(t, i18n.language, { action })}
        data={orders.isError ? undefined : orders.data}
        loading={orders.isPending}
        error={orders.isError ? t('orders.loadFailed') : null}
        page={page}
        onPageChange={(next) => setPageState({ page: next, key: filterKey })}
        pageSize={ORDERS_PAGE_SIZE}
        texts={{
          loading: t('orders.loading'),
          empty: search || awaitingOnly ? t('orders.emptyFiltered') : t('orders.empty'),
          total: (count) => t('orders.total', { count }),
          pagination: t('orders.pagination'),
        }}
        rowKey={(order) => order.id}
        minWidth={980}
        cardsOnPhone
      />
      {open && (
        <DeputySignModal
          order={open}
          banner={banner}
          onClose={() => setOpenId(null)}
          onSigned={(count) => setSigned({ count, at: Date.now() })}
        />
      )}
    </Stack>
  );
}
