import type { Page } from '@expert-portal/contracts';
import { Alert, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, type Key, type ReactNode } from 'react';
import { RowCards, RowTable, type RowColumn } from './column-rows';
import { useMediaMatch } from '@/shared/lib/use-media-match';

/** One column of a paged table: its header and how a row fills its cell. */
export type PagedTableColumn<Row> = RowColumn<Row>;

export interface PagedTableProps<Row> {
  /** The page's heading; left out when the table sits under a heading of its own (a tab of a page). */
  title?: ReactNode;
  columns: readonly PagedTableColumn<Row>[];
  /** The current page as the API answered it; undefined until the first answer. */
  data: Page<Row> | undefined;
  /** True while there is nothing to show yet (the first page is loading). */
  loading: boolean;
  /** The text of the failure to show, null when the last request went well. */
  error: string | null;
  /** 1-based current page and its setter; the page count follows from `data.count` and `pageSize`. */
  page: number;
  onPageChange: (page: number) => void;
  pageSize: number;
  texts: {
    loading: string;
    empty: string;
    total: (count: number) => string;
    /** Accessible name of the page navigation. */
    pagination: string;
  };
  rowKey: (row: Row) => Key;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** On a phone, each row as a card of its columns (header above value) instead of a sideways-scrolling table. */
  cardsOnPhone?: boolean;
}

/** How many pages `count` rows fill, at least one. */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** The frame of an admin list read page by page: title, loading and error states, the table, its pages. */
export function PagedTable<Row>({
  title,
  columns,
  data,
  loading,
  error,
  page,
  onPageChange,
  pageSize,
  texts,
  rowKey,
  minWidth = 760,
  cardsOnPhone = false,
}: PagedTableProps<Row>) {
  // A page of rows arrives in a render the browser waits for (the query's store is read synchronously); drawn
  // from the deferred copy, the rows follow in a transition, in slices that leave room for input and paint.
  const shown = useDeferredValue(data);
  const pages = shown ? pageCount(shown.count, pageSize) : 1;
  const phone = useMediaMatch('(max-width: 36em)');

  return (
    <Stack gap="md">
      {title !== undefined && <Title order={1}>{title}</Title>}
      {(loading || (data && !shown)) && (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{texts.loading}</Text>
        </Group>
      )}
      {error !== null && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {shown && shown.count === 0 && <Text>{texts.empty}</Text>}
      {shown && shown.count > 0 && (
        <>
          <Text c="dimmed">{texts.total(shown.count)}</Text>
          {cardsOnPhone && phone ? (
            <RowCards rows={shown.results} columns={columns} rowKey={rowKey} />
          ) : (
            <RowTable rows={shown.results} columns={columns} rowKey={rowKey} minWidth={minWidth} />
          )}
          {pages > 1 && (
            <nav aria-label={texts.pagination}>
              <Pagination total={pages} value={page} onChange={onPageChange} />
            </nav>
          )}
        </>
      )}
    </Stack>
  );
}
