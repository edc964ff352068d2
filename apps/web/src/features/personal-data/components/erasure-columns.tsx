import type { ErasureRequestDto } from '@expert-portal/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { formatDateTime } from '@/shared/lib/dates';
import { sectionPath } from '@/shared/lib/routes';
import { LogPersonCell } from '@/shared/ui/log-person-cell';
import type { PagedTableColumn } from '@/shared/ui/paged-table';
import type { ErasureDecisionKind } from './decision-dialog';
import { ErasureDataLists } from './erasure-data-lists';
import { ErasureStatusBadge } from './erasure-status-badge';

/** What an empty cell shows, the same in both languages; also the name of an erased account (the API's). */
const NONE = '—';

const TEXT_STYLE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

interface ColumnsOptions {
  t: TFunction;
  language: string;
  onDecide: (request: ErasureRequestDto, decision: ErasureDecisionKind) => void;
}

/** A pending request's two buttons, or a decided one's date and reason. */
function DecisionCell({ request, t, language, onDecide }: { request: ErasureRequestDto } & ColumnsOptions) {
  if (request.status === 'pending')
    return (
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconTrash size={14} aria-hidden />}
          aria-label={t('personal-data:admin.grant.title', { name: request.user.name })}
          onClick={() => onDecide(request, 'granted')}
        >
          {t('personal-data:admin.grant.button')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconX size={14} aria-hidden />}
          aria-label={t('personal-data:admin.refuse.title', { name: request.user.name })}
          onClick={() => onDecide(request, 'refused')}
        >
          {t('personal-data:admin.refuse.button')}
        </Button>
      </Group>
    );
  return (
    <Stack gap={2}>
      {request.decided_at && (
        <Text size="xs" c="dimmed">
          {t('personal-data:admin.decidedAt', { date: formatDateTime(request.decided_at, language) })}
        </Text>
      )}
      <Text size="sm" style={TEXT_STYLE}>
        {request.decision_reason ?? NONE}
      </Text>
    </Stack>
  );
}

/**
 * The erasure requests' columns: date, person, their reason, status, the data at stake, the decision; a row's
 * cells start at its top, as its lists make it tall.
 */
export function erasureColumns(options: ColumnsOptions) {
  const { t, language } = options;
  const columns: PagedTableColumn<ErasureRequestDto>[] = [
    {
      key: 'date',
      header: t('personal-data:admin.column.date'),
      cell: (request) => formatDateTime(request.created_at, language),
      style: { minWidth: 120, verticalAlign: 'top' },
    },
    {
      key: 'person',
      header: t('personal-data:admin.column.person'),
      cell: (request) => {
        const name = request.user.name === NONE ? t('personal-data:admin.erasedName') : request.user.name;
        return (
          <LogPersonCell
            id={request.user.id}
            name={name}
            role={t(`common:role.${request.user.role}`)}
            hint={t('personal-data:admin.person.hint', { name })}
            to={`${sectionPath('admin', 'data-access')}?subject=${request.user.id}`}
          />
        );
      },
      style: { minWidth: 160, verticalAlign: 'top' },
    },
    {
      key: 'reason',
      header: t('personal-data:admin.column.reason'),
      cell: (request) =>
        request.reason ? (
          <Text size="sm" style={TEXT_STYLE}>
            {request.reason}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('personal-data:admin.noReason')}
          </Text>
        ),
      style: { minWidth: 180, verticalAlign: 'top' },
    },
    {
      key: 'status',
      header: t('personal-data:admin.column.status'),
      cell: (request) => <ErasureStatusBadge status={request.status} />,
      style: { verticalAlign: 'top' },
    },
    {
      key: 'data',
      header: t('personal-data:admin.column.data'),
      cell: (request) => (request.status === 'pending' ? <ErasureDataLists request={request} /> : NONE),
      style: { minWidth: 250, verticalAlign: 'top' },
      wideOnPhone: true,
    },
    {
      key: 'decision',
      header: t('personal-data:admin.column.decision'),
      cell: (request) => <DecisionCell request={request} {...options} />,
      style: { minWidth: 200, verticalAlign: 'top' },
      wideOnPhone: true,
    },
  ];
  return columns;
}
