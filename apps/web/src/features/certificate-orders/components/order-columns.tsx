import type { CertificateOrderDto } from '@expert-portal/contracts';
import { Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/shared/lib/dates';
import type { PagedTableColumn } from '@/shared/ui/paged-table';
import { courseTitle } from './order-format';
import { OrderStatus } from './order-status';
import { ActNumber } from './order-summary';

interface OrderColumnsOptions<T extends CertificateOrderDto> {
  /** The course column is left out where the screen is about one course. */
  withCourse?: boolean;
  /** The last column's button (sign, approve). */
  action?: (order: T) => ReactNode;
}

/**
 * The columns of an order list: its act numbers (the order's number; the database id is not shown), course,
 * date, users and where they are.
 */
export function orderColumns<T extends CertificateOrderDto = CertificateOrderDto>(
  t: TFunction,
  language: string,
  { withCourse = true, action }: OrderColumnsOptions<T> = {},
): PagedTableColumn<T>[] {
  const columns: PagedTableColumn<T>[] = [
    {
      key: 'act',
      header: t('order.column.actNumbers'),
      cell: (order) => (
        <Stack gap={2}>
          <ActNumber label={t('order.actRuLabel')} number={order.act_number} />
          <ActNumber label={t('order.actKkLabel')} number={order.act_number_kk} />
        </Stack>
      ),
      style: { overflowWrap: 'anywhere', minWidth: 170 },
    },
    {
      key: 'course',
      header: t('order.column.course'),
      cell: (order) => courseTitle(order.course, language),
      style: { overflowWrap: 'anywhere', minWidth: 160 },
    },
    {
      key: 'created',
      header: t('order.column.createdAt'),
      cell: (order) => formatDateTime(order.created_at, language),
      style: { minWidth: 120 },
    },
    {
      key: 'users',
      header: t('order.column.users'),
      cell: (order) => order.users_count,
      style: { width: 110 },
    },
    {
      key: 'status',
      header: t('order.column.status'),
      cell: (order) => <OrderStatus order={order} />,
      style: { minWidth: 190 },
    },
  ];
  const shown = withCourse ? columns : columns.filter((column) => column.key !== 'course');
  return action
    ? [...shown, { key: 'action', header: t('order.column.action'), cell: action, style: { minWidth: 130 } }]
    : shown;
}
