import type { AuditEntryDto } from '@expert-portal/contracts';
import { Badge, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import {
  auditActionColor,
  auditActionLabel,
  auditDetailText,
  auditIpText,
  auditRoleText,
} from '@/shared/lib/audit-entry';
import { formatDateTime } from '@/shared/lib/dates';
import { LogPersonCell } from '@/shared/ui/log-person-cell';
import type { PagedTableColumn } from '@/shared/ui/paged-table';

/** What an empty cell shows, the same in both languages. */
const NONE = '—';

interface ColumnsOptions {
  t: TFunction;
  language: string;
  onActor: (id: number) => void;
  onSubject: (id: number) => void;
}

/** The log's columns: time, action, who, whose account, IP, what else the entry says. */
export function auditLogColumns({ t, language, onActor, onSubject }: ColumnsOptions) {
  const columns: PagedTableColumn<AuditEntryDto>[] = [
    {
      key: 'at',
      header: t('column.at'),
      cell: (entry) => formatDateTime(entry.at, language),
      style: { minWidth: 120 },
    },
    {
      key: 'action',
      header: t('column.action'),
      cell: (entry) => (
        <Badge
          color={auditActionColor(entry.action)}
          variant="light"
          // A long action («Вход в отключённую учётную запись») wraps inside a phone's row card, whole.
          h="auto"
          maw="100%"
          radius="sm"
          style={{ textTransform: 'none', minWidth: 0 }}
          styles={{ label: { whiteSpace: 'normal', lineHeight: 1.35, paddingBlock: 2, textAlign: 'left' } }}
        >
          {auditActionLabel(entry.action, t)}
        </Badge>
      ),
      style: { minWidth: 190 },
    },
    {
      key: 'actor',
      header: t('column.actor'),
      cell: (entry) =>
        entry.actor ? (
          <LogPersonCell
            id={entry.actor.id}
            name={entry.actor.name}
            role={auditRoleText(entry.actor.role, t)}
            hint={t('filter.byActor', { name: entry.actor.name })}
            onPick={onActor}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('audit:system')}
          </Text>
        ),
      style: { minWidth: 160 },
    },
    {
      key: 'subject',
      header: t('column.subject'),
      cell: (entry) =>
        entry.subject ? (
          <LogPersonCell
            id={entry.subject.id}
            name={entry.subject.name}
            role={auditRoleText(entry.subject.role, t)}
            hint={t('filter.bySubject', { name: entry.subject.name })}
            onPick={onSubject}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {entry.action === 'login_unknown' ? t('unknownLogin') : NONE}
          </Text>
        ),
      style: { minWidth: 160 },
    },
    {
      key: 'ip',
      header: t('column.ip'),
      cell: (entry) => (entry.ip ? auditIpText(entry.ip) : NONE),
      style: { whiteSpace: 'nowrap' },
      headerStyle: { whiteSpace: 'nowrap' },
    },
    {
      key: 'detail',
      header: t('column.detail'),
      cell: (entry) => {
        const detail = auditDetailText(entry, t);
        return detail.length > 0 ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {detail.join('; ')}
          </Text>
        ) : (
          NONE
        );
      },
      style: { minWidth: 200 },
    },
  ];
  return columns;
}
