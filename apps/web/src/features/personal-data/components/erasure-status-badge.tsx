import type { ErasureStatus } from '@expert-portal/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { erasureStatusColor, erasureStatusLabel } from '../lib/erasure-text';

/** «Ждёт решения», «Данные удалены», «Отклонён», on one line (its column is as wide as it). */
export function ErasureStatusBadge({ status }: { status: ErasureStatus }) {
  const { t } = useTranslation('personal-data');
  return (
    <Badge color={erasureStatusColor(status)} variant="light" radius="sm" style={{ textTransform: 'none' }}>
      {erasureStatusLabel(status, t)}
    </Badge>
  );
}
