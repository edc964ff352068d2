import type { CertificateOrderDto } from '@expert-portal/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { courseTitle } from './order-format';

// An act number («№ 118-П») never breaks across lines; its language label may.
export function ActNumber({ label, number }: { label: string; number: string }) {
  return (
    <Text size="sm">
      <Text span size="sm" c="dimmed">
        {label}
      </Text>{' '}
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        {number}
      </Text>
    </Text>
  );
}

/** The order a modal is about: its course and both act numbers. */
export function OrderSummary({ order }: { order: CertificateOrderDto }) {
  const { t, i18n } = useTranslation('certificate-orders');
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {courseTitle(order.course, i18n.language)}
      </Text>
      <ActNumber label={t('order.actRuLabel')} number={order.act_number} />
      <ActNumber label={t('order.actKkLabel')} number={order.act_number_kk} />
    </Stack>
  );
}
