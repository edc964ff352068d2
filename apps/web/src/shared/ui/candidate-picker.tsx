import type { PickerRole } from '@expert-portal/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Pagination,
  ScrollArea,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';
import { errorMessage } from '@/shared/api/error-message';

/** Candidates shown per page of the picker. */
export const CANDIDATE_PICKER_PAGE_SIZE = 10;

/** How long the picker waits after the last keystroke before it searches. */
export const CANDIDATE_PICKER_DEBOUNCE_MS = 300;

/** The texts that say what the picker is for, where the default ones (inviting to a stage) do not fit. */
export interface CandidatePickerTexts {
  hint: string;
  empty: string;
  loadError: string;
}

/**
 * The endpoint answering a page of the users an interview, an essay meeting or a course may take (page,
 * page_size, search; a course's also `role`), with the id of the one they are picked for.
 */
export interface CandidateSource {
  path:
    | '/api/v1/pre_course_interviews/{id}/candidates'
    | '/api/v1/pre_essay_meeting/{id}/candidates'
    | '/api/v1/courses/{id}/candidates';
  id: number;
}

export interface CandidatePickerProps {
  source: CandidateSource;
  /** The ids picked so far. */
  value: number[];
  onChange: (ids: number[]) => void;
  /** The legend of the picker; a generic one when left out. */
  label?: string;
  /**
   * The roles the endpoint offers, the first shown at first (the picker's role filter defaults to
   * «Кандидат»); with more than one, a course's filter is sent as `role`. The stage endpoints offer candidates
   * only.
   */
  roles?: readonly PickerRole[];
  texts?: CandidatePickerTexts;
}

/** React Query key of a picker page: refreshed by whoever invites users (`['candidate-picker']`). */
export const candidatePickerKeys = {
  all: ['candidate-picker'] as const,
  page: ({ path, id }: CandidateSource, page: number, search: string, role: PickerRole) =>
    ['candidate-picker', path, id, page, search, role] as const,
};

function fetchCandidates(
  { path, id }: CandidateSource,
  query: { page: number; page_size: number; search?: string },
  role: PickerRole | undefined,
  signal: AbortSignal,
) {
  const options = { signal, fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS }) };
  if (path === '/api/v1/courses/{id}/candidates') {
    return unwrap(api.GET(path, { params: { path: { id }, query: { ...query, role } }, ...options }));
  }
  return unwrap(api.GET(path, { params: { path: { id }, query }, ...options }));
}

/**
 * A searchable, paged checkbox list of the candidates an endpoint offers (those at a stage and not yet
 * invited); the selection survives paging and searching, and its count is shown.
 */
export function CandidatePicker({
  source,
  value,
  onChange,
  label,
  roles = ['user'],
  texts,
}: CandidatePickerProps) {
  const { t } = useTranslation('common');
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), CANDIDATE_PICKER_DEBOUNCE_MS);
  const [role, setRole] = useState<PickerRole>(roles[0] ?? 'user');
  const [pageState, setPageState] = useState({ page: 1, source, search, role });
  // A new search, role or endpoint starts again from the first page.
  const sameSource = pageState.source.path === source.path && pageState.source.id === source.id;
  const page = sameSource && pageState.search === search && pageState.role === role ? pageState.page : 1;
  const setPage = (next: number) => setPageState({ page: next, source, search, role });
  const { hint, empty, loadError } = texts ?? {
    hint: t('candidatePicker.roleHint'),
    empty: t('candidatePicker.empty'),
    loadError: t('candidatePicker.loadError'),
  };

  const candidates = useQuery({
    queryKey: candidatePickerKeys.page(source, page, search, role),
    queryFn: ({ signal }) =>
      fetchCandidates(
        source,
        { page, page_size: CANDIDATE_PICKER_PAGE_SIZE, search: search || undefined },
        roles.length > 1 ? role : undefined,
        signal,
      ),
    placeholderData: keepPreviousData,
  });

  // A failed load is also told by a toast, once per failure (the inline alert offers a retry).
  const failedAt = candidates.isError ? candidates.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt === 0) return;
    notifications.show({ message: loadError, color: 'red', autoClose: 4000 });
  }, [failedAt, loadError]);

  const selected = new Set(value);
  const rows = candidates.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((candidates.data?.count ?? 0) / CANDIDATE_PICKER_PAGE_SIZE));
  const pageIds = rows.map((row) => row.id);
  const pickedOnPage = pageIds.filter((id) => selected.has(id)).length;

  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((picked) => picked !== id));
  const togglePage = (checked: boolean) =>
    onChange(
      checked
        ? [...value, ...pageIds.filter((id) => !selected.has(id))]
        : value.filter((id) => !pageIds.includes(id)),
    );

  return (
    <Fieldset legend={label ?? t('candidatePicker.label')}>
      <Stack gap="sm">
        <Group grow align="flex-end" wrap="wrap">
          <TextInput
            label={t('candidatePicker.search')}
            placeholder={t('candidatePicker.searchPlaceholder')}
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            miw={200}
          />
          <Select
            label={t('candidatePicker.role')}
            data={roles.map((item) => ({ value: item, label: t(`role.${item}`) }))}
            value={role}
            onChange={(next) => next && setRole(next as PickerRole)}
            allowDeselect={false}
            description={hint}
            miw={160}
          />
        </Group>

        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={500} aria-live="polite">
            {t('candidatePicker.selected', { count: value.length })}
          </Text>
          {value.length > 0 && (
            <Button variant="subtle" size="compact-sm" onClick={() => onChange([])}>
              {t('candidatePicker.clear')}
            </Button>
          )}
        </Group>

        {candidates.isPending && (
          <Stack gap="xs" aria-busy="true" aria-label={t('candidatePicker.loading')}>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} height={28} radius="sm" />
            ))}
          </Stack>
        )}

        {candidates.isError && (
          <Alert color="red" role="alert" title={loadError}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(candidates.error, t)}</Text>
              <Button size="compact-sm" variant="light" color="red" onClick={() => void candidates.refetch()}>
                {t('candidatePicker.retry')}
              </Button>
            </Stack>
          </Alert>
        )}

        {candidates.data && candidates.data.count === 0 && (
          <Text c="dimmed" size="sm">
            {search ? t('candidatePicker.notFound') : empty}
          </Text>
        )}

        {rows.length > 0 && (
          <>
            <Checkbox
              label={t('candidatePicker.selectPage')}
              checked={pickedOnPage === rows.length}
              indeterminate={pickedOnPage > 0 && pickedOnPage < rows.length}
              onChange={(event) => togglePage(event.currentTarget.checked)}
            />
            <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
              <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {rows.map((row) => (
                  <li key={row.id}>
                    <Checkbox
                      checked={selected.has(row.id)}
                      onChange={(event) => toggle(row.id, event.currentTarget.checked)}
                      label={
                        <span>
                          <Text span fw={500} size="sm">
                            {row.name || row.username}
                          </Text>{' '}
                          <Text span c="dimmed" size="sm" style={{ wordBreak: 'break-all' }}>
                            {row.username}
                          </Text>
                        </span>
                      }
                    />
                  </li>
                ))}
              </Stack>
            </ScrollArea.Autosize>
            <Text c="dimmed" size="xs">
              {t('candidatePicker.total', { count: candidates.data?.count ?? 0 })}
            </Text>
            {pages > 1 && (
              <nav aria-label={t('candidatePicker.pagination')}>
                <Pagination total={pages} value={page} onChange={setPage} size="sm" />
              </nav>
            )}
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
