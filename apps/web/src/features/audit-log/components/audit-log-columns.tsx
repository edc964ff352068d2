import { isRole, type AuditEntryDto } from '@expert-portal/contracts';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { auditActionColor, auditActionLabel, auditDetailText, auditIpText } from '@/shared/lib/audit-entry';
import { formatDateTime } from '@/shared/lib/dates';
import type { PagedTableColumn } from '@/shared/ui/paged-table';

/** What an empty cell shows, the same in both languages. */
const NONE = '—';

type Person = NonNullable<AuditEntryDto['actor']>;

interface PersonCellProps {
  person: Person;
  /** What picking the name does, said to the pointer and to a screen reader. */
  hint: string;
  onPick: (id: number) => void;
  t: TFunction;
}

/** A person of an entry: the name, which filters the log by them, over the role and account id. */
function PersonCell({ person, hint, onPick, t }: PersonCellProps) {
  return (
    <Stack gap={0}>
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="left"
        onClick={() => onPick(person.id)}
        title={hint}
        aria-description={hint}
        style={{ overflowWrap: 'anywhere' }}
      >
        {person.name}
      </Anchor>
      <Text size="xs" c="dimmed">
        {isRole(person.role) ? t(`common:role.${person.role}`) : person.role} · ID {person.id}
      </Text>
    </Stack>
  );
}

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
          <PersonCell
            person={entry.actor}
            hint={t('filter.byActor', { name: entry.actor.name })}
            onPick={onActor}
            t={t}
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
          <PersonCell
            person={entry.subject}
            hint={t('filter.bySubject', { name: entry.subject.name })}
            onPick={onSubject}
            t={t}
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
