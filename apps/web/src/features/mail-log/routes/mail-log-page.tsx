import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilterOff } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/shared/api/error-message';
import { isMailKind, isMailStatus } from '@/shared/lib/mail-entry';
import { PagedTable } from '@/shared/ui/paged-table';
import { MAIL_LOG_PAGE_SIZE, type MailLogFilters } from '../api/mail-log-keys';
import { useMailLog } from '../api/use-mail-log';
import { mailLogColumns } from '../components/mail-log-columns';
import { MailLogFiltersBar } from '../components/mail-log-filters';

/** Typing an address sends one request, this long after the last key. */
export const MAIL_SEARCH_DEBOUNCE_MS = 300;

function idParam(text: string | null): number | null {
  return text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/** The filters an address carries (?user_id=12 from an account's card), so a filtered log can be shared. */
function filtersOf(params: URLSearchParams): MailLogFilters {
  const status = params.get('status');
  const kind = params.get('kind');
  return {
    status: isMailStatus(status) ? status : null,
    kind: isMailKind(kind) ? kind : null,
    email: (params.get('email') ?? '').trim(),
    userId: idParam(params.get('user_id')),
  };
}

function paramsOf(filters: MailLogFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.status) params.status = filters.status;
  if (filters.kind) params.kind = filters.kind;
  if (filters.email.trim()) params.email = filters.email.trim();
  if (filters.userId !== null) params.user_id = String(filters.userId);
  return params;
}

const hasFilters = (filters: MailLogFilters) => Object.keys(paramsOf(filters)).length > 0;

/**
 * /admin/mail-log: every mail the portal wrote (one-time links included), newest first, 20 a page, with where
 * it is now; filtered by state, kind, address and account (the filters are the page's address), and a settled
 * mail sent again.
 */
export function MailLogPage() {
  const { t, i18n } = useTranslation(['mail-log', 'mail']);
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  // The address holds the filters; a new object only when it changes, so the page below can tell.
  const filters = useMemo(() => filtersOf(new URLSearchParams(search)), [search]);

  // The address as typed; it reaches the filters (and the request) once typing pauses.
  const [email, setEmail] = useState(filters.email);
  const [typed] = useDebouncedValue(email.trim(), MAIL_SEARCH_DEBOUNCE_MS);
  // Another address (the sidebar's link, «reset») brings its own text into the field.
  const [shownEmail, setShownEmail] = useState(filters.email);
  if (shownEmail !== filters.email) {
    setShownEmail(filters.email);
    if (filters.email !== typed) setEmail(filters.email);
  }
  const applied = useRef(typed);
  useEffect(() => {
    if (applied.current === typed) return;
    applied.current = typed;
    setSearchParams((current) => paramsOf({ ...filtersOf(current), email: typed }), { replace: true });
  }, [typed, setSearchParams]);

  // The selects and the account's chip change the address at once; the typed address waits for its pause.
  const setFilters = (next: MailLogFilters) => {
    setEmail(next.email);
    const params = paramsOf({ ...next, email: filters.email });
    if (new URLSearchParams(params).toString() !== search) setSearchParams(params, { replace: true });
  };

  const [page, setPage] = useState(1);
  // A new filter starts from its first page.
  const [pageFilters, setPageFilters] = useState(filters);
  if (pageFilters !== filters) {
    setPageFilters(filters);
    setPage(1);
  }
  const mails = useMailLog(filters, page);
  const columns = useMemo(() => mailLogColumns(t, i18n.language), [t, i18n.language]);
  const userEmail =
    filters.userId === null
      ? undefined
      : (mails.data?.results.find((entry) => entry.user_id === filters.userId && entry.email)?.email ??
        undefined);

  const reset = () => {
    setEmail('');
    setSearchParams({}, { replace: true });
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('areas:admin.mail-log.title')}</Title>
      <Text c="dimmed">{t('intro')}</Text>
      <MailLogFiltersBar value={{ ...filters, email }} onChange={setFilters} userEmail={userEmail} />
      {(hasFilters(filters) || email.trim() !== '') && (
        <Group>
          <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={reset}>
            {t('filter.reset')}
          </Button>
        </Group>
      )}
      <PagedTable
        columns={columns}
        data={mails.isError ? undefined : mails.data}
        loading={mails.isPending}
        error={mails.isError ? errorMessage(mails.error, t) : null}
        page={page}
        onPageChange={setPage}
        pageSize={MAIL_LOG_PAGE_SIZE}
        texts={{
          loading: t('loading'),
          empty: hasFilters(filters) ? t('empty.filtered') : t('empty.none'),
          total: (count) => t('total', { count }),
          pagination: t('pagination'),
        }}
        rowKey={(entry) => entry.id}
        // Six columns that wrap well: a laptop's page beside the sidebar (1024 px) holds them whole.
        minWidth={640}
        cardsOnPhone
      />
    </Stack>
  );
}
