import type { CandidateProgress } from '@expert-portal/contracts';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { PagedTableColumn } from '@/shared/ui/paged-table';
import { formatPercent } from './format';

const AVERAGES = [
  ['precourse', 'avg_precourse'],
  ['interview', 'avg_interview'],
  ['essay', 'avg_essay'],
  ['practice', 'avg_practice'],
] as const;

const NUMBER_CELL = { whiteSpace: 'nowrap', textAlign: 'right' } as const;

/**
 * The progress table's columns: who, each stage's average, the total.
 * Without `login` (analysts, who read no login: an applicant's is their IIN) the name alone tells who.
 */
export function progressColumns(t: TFunction, login: boolean): PagedTableColumn<CandidateProgress>[] {
  const loginColumn: PagedTableColumn<CandidateProgress> = {
    key: 'username',
    header: t('progress.column.username'),
    cell: (row) => row.username,
  };
  return [
    { key: 'id', header: t('progress.column.id'), cell: (row) => row.id },
    { key: 'name', header: t('progress.column.name'), cell: (row) => row.name },
    ...(login ? [loginColumn] : []),
    ...AVERAGES.map(([stage, field]): PagedTableColumn<CandidateProgress> => ({
      key: stage,
      header: t(`progress.column.${stage}`),
      cell: (row) => formatPercent(row[field]),
      style: NUMBER_CELL,
    })),
    {
      key: 'total',
      header: t('progress.column.total'),
      cell: (row) => (
        <Text span fw={700} inherit>
          {formatPercent(row.total_avg)}
        </Text>
      ),
      style: NUMBER_CELL,
    },
  ];
}
