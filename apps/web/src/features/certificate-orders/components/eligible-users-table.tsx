import type { EligibleUserDto } from '@expert-portal/contracts';
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/dates';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table';
import { ELIGIBLE_PAGE_SIZE, useEligibleUsers } from '../api/use-eligible-users';

interface EligibleUsersTableProps {
  courseId: number;
  page: number;
  onPageChange: (page: number) => void;
}

/** The course's users ready for a certificate, 10 a page with numbered pages. */
export function EligibleUsersTable({ courseId, page, onPageChange }: EligibleUsersTableProps) {
  const { t, i18n } = useTranslation('certificate-orders');
  const eligible = useEligibleUsers(courseId, page);
  const columns: PagedTableColumn<EligibleUserDto>[] = [
    {
      key: 'number',
      header: t('eligible.column.number'),
      cell: (row) => (page - 1) * ELIGIBLE_PAGE_SIZE + (eligible.data?.results.indexOf(row) ?? 0) + 1,
      style: { width: 56 },
    },
    {
      key: 'name',
      header: t('eligible.column.name'),
      cell: (row) => row.name,
      style: { overflowWrap: 'anywhere' },
    },
    {
      key: 'username',
      header: t('eligible.column.username'),
      cell: (row) => row.username,
      style: { overflowWrap: 'anywhere' },
    },
    {
      key: 'expertized',
      header: t('eligible.column.expertizedDate'),
      cell: (row) => (row.expertized_date ? formatDate(row.expertized_date, i18n.language) : '—'),
      style: { whiteSpace: 'nowrap' },
    },
  ];
  return (
    <section aria-labelledby="eligible-heading">
      <Title order={2} size="h3" id="eligible-heading" mb="sm">
        {t('eligible.heading')}
      </Title>
      <PagedTable
        columns={columns}
        data={eligible.isError ? undefined : eligible.data}
        loading={eligible.isPending}
        // The screen's banner says a failed load (and goes after 5 s); the table then stays empty.
        error={null}
        page={page}
        onPageChange={onPageChange}
        pageSize={ELIGIBLE_PAGE_SIZE}
        texts={{
          loading: t('eligible.loading'),
          empty: t('eligible.empty'),
          total: (count) => t('eligible.total', { count }),
          pagination: t('eligible.pagination'),
        }}
        rowKey={(row) => row.id}
        minWidth={560}
        cardsOnPhone
      />
    </section>
  );
}
