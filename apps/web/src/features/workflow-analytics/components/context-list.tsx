import { Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/dates';
import { contextEntries, type ContextEntry } from '../lib/context-entries';

// An ISO date-time string as the API writes them (2026-03-05T09:15:00.000Z).
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function Value({ value }: { value: ContextEntry['value'] }) {
  const { t, i18n } = useTranslation('workflow-analytics');
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'context.yes' : 'context.no');
  if (typeof value === 'string' && DATE_TIME.test(value)) return formatDateTime(value, i18n.language);
  return String(value);
}

/** An instance's context (the safe view the API gives analysts) as a list of fields and values. */
export function ContextList({ context }: { context: unknown }) {
  const { t } = useTranslation('workflow-analytics');
  const { entries, total } = contextEntries(context);
  if (!entries.length) return <Text c="dimmed">{t('context.empty')}</Text>;
  return (
    <>
      <Table verticalSpacing={4} fz="sm" aria-label={t('trail.context')}>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.key}>
              <Table.Th scope="row" fw="normal" w="45%" style={{ overflowWrap: 'anywhere' }}>
                <Code>{entry.key}</Code>
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Value value={entry.value} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {total > entries.length && (
        <Text size="sm" c="dimmed">
          {t('context.more', { n: total - entries.length })}
        </Text>
      )}
    </>
  );
}
