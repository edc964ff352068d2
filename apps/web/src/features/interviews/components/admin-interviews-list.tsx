import type { InterviewDto } from '@expert-portal/contracts';
import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatMeetingTime } from '@/shared/lib/dates';
import { LocalFieldText } from '@/shared/ui/local-field-text';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table';
import { useAdminInterviews } from '../api/admin-use-interviews';
import { AdminInterviewDetailModal } from './admin-interview-detail-modal';
import { AdminMeetingLink, AdminMeetingType } from './admin-interview-meeting';

/** Interviews shown per page of the list. */
export const ADMIN_INTERVIEWS_PAGE_SIZE = 20;

/** The list tab: every interview, the latest first; a name opens its detail, where invited users are graded. */
export function AdminInterviewsList({ onInvite }: { onInvite: (id: number) => void }) {
  const { t, i18n } = useTranslation('selection-admin');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<number | null>(null);
  const interviews = useAdminInterviews(page, ADMIN_INTERVIEWS_PAGE_SIZE);

  // A failed load is told by a toast too, once per failure.
  const failedAt = interviews.isError ? interviews.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt === 0) return;
    notifications.show({ message: t('interviews.list.failed'), color: 'red', autoClose: 4000 });
  }, [failedAt, t]);

  const columns: PagedTableColumn<InterviewDto>[] = [
    {
      key: 'name',
      header: t('interviews.column.name'),
      cell: (row) => (
        <Anchor component="button" type="button" fw={500} ta="left" onClick={() => setOpened(row.id)}>
          <LocalFieldText ru={row.name} kk={row.name_kk} />
        </Anchor>
      ),
      style: { minWidth: 180 },
    },
    {
      key: 'time',
      header: t('interviews.column.time'),
      cell: (row) => formatMeetingTime(row.interview_time, i18n.language),
      style: { whiteSpace: 'nowrap' },
    },
    { key: 'type', header: t('interviews.column.type'), cell: (row) => <AdminMeetingType type={row.type} /> },
    {
      key: 'link',
      header: t('interviews.column.link'),
      cell: (row) => <AdminMeetingLink link={row.link} />,
      // Wide enough for a usual meeting address on one line; a longer one breaks.
      style: { minWidth: 240, maxWidth: 320 },
    },
    {
      key: 'users',
      header: t('interviews.column.users'),
      cell: (row) =>
        t('interviews.column.usersValue', { invited: row.users_count ?? 0, graded: row.graded_count ?? 0 }),
      style: { whiteSpace: 'nowrap' },
    },
  ];

  return (
    <>
      <PagedTable
        columns={columns}
        data={interviews.data}
        loading={interviews.isPending}
        error={
          interviews.isError ? `${t('interviews.list.failed')}: ${errorMessage(interviews.error, t)}` : null
        }
        page={page}
        onPageChange={setPage}
        pageSize={ADMIN_INTERVIEWS_PAGE_SIZE}
        rowKey={(row) => row.id}
        minWidth={760}
        texts={{
          loading: t('interviews.list.loading'),
          empty: t('interviews.list.empty'),
          total: (count) => t('interviews.list.total', { count }),
          pagination: t('interviews.list.pagination'),
        }}
      />
      {opened !== null && (
        <AdminInterviewDetailModal
          id={opened}
          onClose={() => setOpened(null)}
          onInvite={() => {
            setOpened(null);
            onInvite(opened);
          }}
        />
      )}
    </>
  );
}
