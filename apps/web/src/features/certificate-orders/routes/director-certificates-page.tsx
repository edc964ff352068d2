import type { CertificateOrderDto } from '@expert-portal/contracts';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { sectionPath } from '@/shared/lib/routes';
import { PagedTable } from '@/shared/ui/paged-table';
import { SignedInContext } from '@/shared/ui/signed-in-context';
import { ORDERS_PAGE_SIZE, useCertificateOrders } from '../api/use-certificate-orders';
import { DirectorApproveModal } from '../components/director-approve-modal';
import { orderColumns } from '../components/order-columns';
import { isOrderPending, orderNumber } from '../components/order-format';
import { useVisibleFor } from '../components/use-visible-for';
import { SIGNED_BANNER_MS } from './deputy-cert-approvals-page';

/**
 * /director/certificates: the orders awaiting the director (users signed by the deputy, the order still
 * pending by `isOrderPending`), 10 a page; each order's modal approves its users one by one or all at once.
 */
export function DirectorCertificatesPage() {
  const { t, i18n } = useTranslation('certificate-orders');
  const [page, setPage] = useState(1);
  const orders = useCertificateOrders({ page, awaiting: 'director' });
  const [open, setOpen] = useState<CertificateOrderDto | null>(null);
  const [approved, setApproved] = useState({ count: 0, at: 0 });
  const approvedShown = useVisibleFor(approved.at, SIGNED_BANNER_MS);
  const close = useCallback(() => setOpen(null), []);
  const data = orders.data && {
    ...orders.data,
    results: orders.data.results.filter(isOrderPending),
  };

  const action = (order: CertificateOrderDto) => (
    <Button
      size="xs"
      variant="light"
      onClick={() => setOpen(order)}
      aria-label={t('director.openFor', { number: orderNumber(order, i18n.language) })}
    >
      {t('director.open')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={1}>{t('areas:director.certificates.title')}</Title>
        <SignedInContext />
        <Text c="dimmed">{t('areas:director.certificates.description')}</Text>
      </Stack>
      {approvedShown && (
        <Alert color="green" role="status">
          {t('director.approved', { count: approved.count })}
        </Alert>
      )}
      <PagedTable
        columns={orderColumns(t, i18n.language, { action })}
        data={orders.isError ? undefined : data}
        loading={orders.isPending}
        error={orders.isError ? t('director.loadFailed') : null}
        page={page}
        onPageChange={setPage}
        pageSize={ORDERS_PAGE_SIZE}
        texts={{
          loading: t('orders.loading'),
          empty: t('director.empty'),
          total: (count) => t('orders.total', { count }),
          pagination: t('orders.pagination'),
        }}
        rowKey={(order) => order.id}
        minWidth={980}
        cardsOnPhone
      />
      <Anchor component={Link} to={sectionPath('director', 'certificates/issue')}>
        {t('director.issueLink')}
      </Anchor>
      {open && (
        <DirectorApproveModal
          order={open}
          onClose={close}
          onApproved={(count) => setApproved({ count, at: Date.now() })}
        />
      )}
    </Stack>
  );
}
