import type { Role } from '@expert-portal/contracts';

// The strings analysts read: the machines' own vocabulary (state names, event types, enum values such as a
// refusal's `by` or a test's status) and ISO dates and times. Any other text in a context, projection or event
// payload was typed by a person (a comment, an act number) and may name or reach someone.
const TOKEN = /^[a-z][a-z0-9_.:-]{0,79}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** A value without its free text: numbers, booleans, tokens and dates stay, any other string becomes null. */
export function withoutFreeText(value: unknown): unknown {
  if (typeof value === 'string') return TOKEN.test(value) || ISO_TIME.test(value) ? value : null;
  if (Array.isArray(value)) return value.map(withoutFreeText);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutFreeText(item)]));
  }
  return value;
}

/**
 * What a role reads of a context, projection or payload: analysts see no personal data beyond names
 * (issue 15), so they get it without free text; everyone else as stored.
 */
export function readableBy(role: Role | 'system', value: unknown): unknown {
  return role === 'analyst' ? withoutFreeText(value) : value;
}
