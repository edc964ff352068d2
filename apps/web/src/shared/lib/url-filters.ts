import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

// The filters of a log read page by page (the audit log, the access log of personal data): held by the page,
// carried by its address so a filtered log can be shared or linked (?subject=12 from an account's card).

/** Typing an id or a date sends one request, this long after the last change. */
export const FILTER_DEBOUNCE_MS = 300;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An account id of an address: a whole number from 1, else no filter. */
export function idParam(text: string | null): number | null {
  return text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/** A calendar date of an address as the API takes it (YYYY-MM-DD), else '' (no filter). */
export function dateParam(params: URLSearchParams, name: string): string {
  const text = params.get(name) ?? '';
  return DATE.test(text) ? text : '';
}

/** One of `values` named by an address, else null (no filter). */
export function oneOfParam<Value extends string>(
  values: readonly Value[],
  text: string | null,
): Value | null {
  return (values as readonly string[]).includes(text ?? '') ? (text as Value) : null;
}

/** The filters that are set, as an address's search params. */
export function filterParams(filters: object): Record<string, string> {
  const entries = Object.entries(filters).filter(([, value]) => value !== null && value !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

export const hasFilters = (filters: object): boolean => Object.keys(filterParams(filters)).length > 0;

/**
 * A log's filters read from the address at first, as typed (`values`) and as sent (`filters`, debounced), and
 * its page, which a new filter sets back to the first; the address follows the filters sent, without a history
 * entry per change.
 */
export function useUrlFilters<Filters extends object>(parse: (params: URLSearchParams) => Filters) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [values, setValues] = useState<Filters>(() => parse(searchParams));
  const [filters] = useDebouncedValue(values, FILTER_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  // A new filter starts from its first page.
  const [pageFilters, setPageFilters] = useState(filters);
  if (pageFilters !== filters) {
    setPageFilters(filters);
    setPage(1);
  }

  useEffect(() => {
    setSearchParams(filterParams(filters), { replace: true });
  }, [filters, setSearchParams]);

  return { values, setValues, filters, page, setPage };
}
