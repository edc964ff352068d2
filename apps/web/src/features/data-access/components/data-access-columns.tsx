import type { DataAccessEntryDto } from '@expert-portal/contracts';
import { Badge, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { auditIpText } from '@/shared/lib/audit-entry';
import { formatDateTime } from '@/shared/lib/dates';
import { LogPersonCell } from '@/shared/ui/log-person-cell';
import type { PagedTableColumn } from '@/shared/ui/paged-table';
import {
  dataAccessDetailText,
  dataAccessKindColor,
  dataAccessKindLabel,
  dataAccessSourceText,
} from '../lib/data-access-text';

/** What an empty cell shows, the same in both languages. */
const NONE = '—';

interface ColumnsOptions {
  t: TFunction;
  language: string;
  onActor: (id: number) => void;
  onSubject: (id: number) => void;
}

/**
 * Whose data a read was: the person (a name filters the log by them), their application, or for an export or a
 * register page how many people it held and which list it was.
 */
function SubjectCell({
  entry,
  t,
  onSubject,
}: { entry: DataAccessEntryDto; t: TFunction } & Pick<ColumnsOptions, 'onSubject'>) {
  const source = dataAccessSourceText(entry, t);
  const lines = [
    entry.application_id !== null ? t('application', { id: entry.application_id }) : null,
    entry.people !== null
      ? [t('people', { people: entry.people }), source].filter(Boolean).join(' · ')
      : null,
  ].filter((line): line is string => line !== null);
  if (!entry.subject && lines.length === 0) return NONE;
  return (
    <Stack gap={0}>
      {entry.subject && (
        <LogPersonCell
          id={entry.subject.id}
          name={entry.subject.name}
          hint={t('filter.bySubject', { name: entry.subject.name })}
          onPick={onSubject}
        />
      )}
      {lines.map((line) => (
        <Text key={line} size={entry.subject ? 'xs' : 'sm'} c={entry.subject ? 'dimmed' : undefined}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** The access log's columns: time, what was read, who read it, whose data, IP, what else the entry says. */
export function dataAccessColumns({ t, language, onActor, onSubject }: ColumnsOptions) {
  const columns: PagedTableColumn<DataAccessEntryDto>[] = [
    {
      key: 'at',
      header: t('column.at'),
      cell: (entry) => formatDateTime(entry.at, language),
      style: { minWidth: 120 },
    },
    {
      key: 'what',
      header: t('column.what'),
      cell: (entry) => (
        <Badge
          color={dataAccessKindColor(entry.what)}
          variant="light"
          // A long kind («Өтінім карточкасы») wraps inside a phone's row card, whole.
          h="auto"
          maw="100%"
          radius="sm"
          style={{ textTransform: 'none', minWidth: 0 }}
          styles={{ label: { whiteSpace: 'normal', lineHeight: 1.35, paddingBlock: 2, textAlign: 'left' } }}
        >
          {dataAccessKindLabel(entry.what, t)}
        </Badge>
      ),
      style: { minWidth: 150 },
    },
    {
      key: 'actor',
      header: t('column.actor'),
      cell: (entry) => (
        <LogPersonCell
          id={entry.actor.id}
          name={entry.actor.name}
          role={t(`common:role.${entry.actor_role}`)}
          hint={t('filter.byActor', { name: entry.actor.name })}
          onPick={onActor}
        />
      ),
      style: { minWidth: 160 },
    },
    {
      key: 'subject',
      header: t('column.subject'),
      cell: (entry) => <SubjectCell entry={entry} t={t} onSubject={onSubject} />,
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
        const detail = dataAccessDetailText(entry, t);
        return detail.length > 0 ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {detail.join('; ')}
          </Text>
        ) : (
          NONE
        );
      },
      style: { minWidth: 180 },
    },
  ];
  return columns;
}
