/** A leaf of an instance's context: where it is (`users[2].status`) and its value. */
export interface ContextEntry {
  key: string;
  value: string | number | boolean | null;
}

/** The most entries shown of one context; a certificate order's users could run to thousands. */
export const MAX_CONTEXT_ENTRIES = 200;

function isPrimitive(value: unknown): value is ContextEntry['value'] {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/**
 * An instance's context as a flat list to read: nested fields joined with dots, list items numbered from 1,
 * a list of plain values on one line. At most MAX_CONTEXT_ENTRIES; `total` tells how many there are.
 */
export function contextEntries(context: unknown): { entries: ContextEntry[]; total: number } {
  const entries: ContextEntry[] = [];
  const visit = (value: unknown, key: string) => {
    if (isPrimitive(value) || value === undefined) {
      entries.push({ key, value: value ?? null });
    } else if (Array.isArray(value)) {
      if (value.every(isPrimitive)) entries.push({ key, value: value.length ? value.join(', ') : null });
      else value.forEach((item, index) => visit(item, `${key}[${index + 1}]`));
    } else {
      const fields = Object.entries(value as Record<string, unknown>);
      if (!fields.length && key) entries.push({ key, value: null });
      for (const [field, child] of fields) visit(child, key ? `${key}.${field}` : field);
    }
  };
  if (context !== null && typeof context === 'object') visit(context, '');
  return { entries: entries.slice(0, MAX_CONTEXT_ENTRIES), total: entries.length };
}
