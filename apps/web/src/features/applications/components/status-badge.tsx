import type { ApplicationDto } from '@expert-portal/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS = { waiting: 'yellow', signed: 'green', rejected: 'red' } as const;

/** Ожидает / Подписано / Отклонено, with the stage of a waiting application (staff or deputy). */
export function StatusBadge({ application }: { application: Pick<ApplicationDto, 'status' | 'awaiting'> }) {
  const { t } = useTranslation('applications');
  const stage = application.status === 'waiting' && application.awaiting ? application.awaiting : null;
  return (
    <Badge color={COLORS[application.status]} variant="light" style={{ textTransform: 'none' }}>
      {t(`status.${application.status}`)}
      {stage ? ` · ${t(`stage.${stage}`)}` : ''}
    </Badge>
  );
}
