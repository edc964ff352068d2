import { ERASURE_STATUSES, type ErasureRequestDto, type ErasureStatus } from '@expert-portal/contracts';
import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { hasFilters, oneOfParam, useUrlFilters } from '@/shared/lib/url-filters';
import { PagedTable } from '@/shared/ui/paged-table';
import { ERASURE_REQUESTS_PAGE_SIZE } from '../api/personal-data-keys';
import { useErasureRequests } from '../api/use-erasure-requests';
import { DecisionDialog, type ErasureDecisionKind } from '../components/decision-dialog';
import { erasureColumns } from '../components/erasure-columns';
import { erasureStatusLabel } from '../lib/erasure-text';

interface ErasureFilters {
  status: ErasureStatus | null;
}

/** The status an address carries (?status=pending), so a filtered list can be shared. */
function filtersOf(params: URLSearchParams): ErasureFilters {
  return { status: oneOfParam(ERASURE_STATUSES, params.get('status')) };
}

/**
 * /admin/erasure-requests: people's requests to erase their personal data, pending first then newest, 20 a
 * page, by status; a pending one says what granting it erases and what must stay, and is granted or refused
 * here with a reason.
 */
export function ErasureRequestsPage() {
  const { t, i18n } = useTranslation('personal-data');
  const { values, setValues, filters, page, setPage } = useUrlFilters(filtersOf);
  const list = useErasureRequests(filters.status, page);
  const [deciding, setDeciding] = useState<{
    request: ErasureRequestDto;
    decision: ErasureDecisionKind;
  } | null>(null);

  const columns = useMemo(
    () =>
      erasureColumns({
        t,
        language: i18n.language,
        onDecide: (request, decision) => setDeciding({ request, decision }),
      }),
    [t, i18n.language],
  );

  return (
    <Stack gap="md">
      <Title order={1}>{t('areas:admin.erasure-requests.title')}</Title>
      <Text c="dimmed">{t('admin.intro')}</Text>
      <Group component="section" aria-label={t('admin.filter.title')} gap="sm" align="flex-start">
        <Select
          label={t('admin.filter.status')}
          data={[
            { value: '', label: t('admin.filter.all') },
            ...ERASURE_STATUSES.map((status) => ({ value: status, label: erasureStatusLabel(status, t) })),
          ]}
          value={values.status ?? ''}
          onChange={(next) => setValues({ status: oneOfParam(ERASURE_STATUSES, next) })}
          allowDeselect={false}
          style={{ flex: '0 1 260px' }}
        />
      </Group>
      <PagedTable
        columns={columns}
        data={list.isError ? undefined : list.data}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error, t) : null}
        page={page}
        onPageChange={setPage}
        pageSize={ERASURE_REQUESTS_PAGE_SIZE}
        texts={{
          loading: t('admin.loading'),
          empty: hasFilters(filters) ? t('admin.empty.filtered') : t('admin.empty.none'),
          total: (count) => t('admin.total', { count }),
          pagination: t('admin.pagination'),
        }}
        rowKey={(request) => request.id}
        minWidth={1080}
        cardsOnPhone
      />
      {deciding && (
        <DecisionDialog
          request={deciding.request}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      )}
    </Stack>
  );
}
