import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/shared/ui/paged-table';
import { useCourseOrders } from '../api/use-course-orders';
import { orderColumns } from './order-columns';

/** Every order of one course, with where its users are. */
export function CourseOrdersTable({ courseId }: { courseId: number }) {
  const { t, i18n } = useTranslation('certificate-orders');
  const orders = useCourseOrders(courseId);
  const rows = orders.data ?? [];
  return (
    <section aria-labelledby="course-orders-heading">
      <Title order={2} size="h3" id="course-orders-heading" mb="sm">
        {t('orders.courseHeading')}
      </Title>
      <PagedTable
        columns={orderColumns(t, i18n.language, { withCourse: false })}
        data={orders.data ? { count: rows.length, next: null, previous: null, results: rows } : undefined}
        loading={orders.isPending}
        error={orders.isError ? t('orders.loadFailed') : null}
        page={1}
        onPageChange={() => undefined}
        pageSize={Math.max(1, rows.length)}
        texts={{
          loading: t('orders.loading'),
          empty: t('orders.courseEmpty'),
          total: (count) => t('orders.total', { count }),
          pagination: t('orders.pagination'),
        }}
        rowKey={(order) => order.id}
        minWidth={720}
        cardsOnPhone
      />
    </section>
  );
}
