import { APPLICATION_PAGE_SIZES } from '@expert-portal/contracts';
import { Group, Pagination, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ListPaginationProps {
  count: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Absent where the page size is fixed (director: 10). */
  onPageSize?: (size: number) => void;
}

/**
 * Numbered pages; Mantine's default (one sibling, one boundary) shows at most 7 items, so beyond 7 pages
 * the middle collapses into dots.
 */
export function ListPagination({ count, page, pageSize, onPage, onPageSize }: ListPaginationProps) {
  const { t } = useTranslation('applications');
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <Group justify="space-between" gap="sm">
      <nav aria-label={t('pagination')}>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            siblings={1}
            boundaries={1}
          />
        )}
      </nav>
      {onPageSize && (
        <Select
          aria-label={t('pageSize')}
          w={90}
          allowDeselect={false}
          value={String(pageSize)}
          onChange={(size) => size && onPageSize(Number(size))}
          data={APPLICATION_PAGE_SIZES.map(String)}
        />
      )}
    </Group>
  );
}
