import { useTranslation } from 'react-i18next';
import { RowCards, RowTable, type RowColumn } from '@/shared/ui/column-rows';
import { formatPercent } from './format';
import type { FunnelRow } from './funnel-steps';
import { useMediaMatch } from '@/shared/lib/use-media-match';

/** A column of figures: right-aligned, header included. */
const FIGURES = {
  style: { textAlign: 'right', whiteSpace: 'nowrap' },
  headerStyle: { textAlign: 'right' },
} as const;

/** The funnel's figures: each step's people, of them by direct enrolment, and the conversions in percent. */
export function FunnelTable({ rows }: { rows: readonly FunnelRow[] }) {
  const { t } = useTranslation('statistics');
  // Five columns do not fit a phone: there each step is a card of its figures.
  const phone = useMediaMatch('(max-width: 36em)');
  const columns: RowColumn<FunnelRow>[] = [
    { key: 'step', header: t('funnel.column.step'), cell: (row) => t(`funnel.step.${row.key}`) },
    { key: 'count', header: t('funnel.column.count'), cell: (row) => row.count, ...FIGURES },
    { key: 'direct', header: t('funnel.column.direct'), cell: (row) => row.directEnroll, ...FIGURES },
    {
      key: 'conversion',
      header: t('funnel.column.conversion'),
      cell: (row) => formatPercent(row.conversion),
      ...FIGURES,
    },
    {
      key: 'share',
      header: t('funnel.column.share'),
      cell: (row) => formatPercent(row.share),
      ...FIGURES,
    },
  ];
  return phone ? (
    <RowCards rows={rows} columns={columns} rowKey={(row) => row.key} />
  ) : (
    <RowTable rows={rows} columns={columns} rowKey={(row) => row.key} minWidth={640} />
  );
}
