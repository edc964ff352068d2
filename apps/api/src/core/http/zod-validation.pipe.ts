import { Injectable, type ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { isCleanText, isMessageKey, type MessageKey } from '@expert-portal/contracts';
import type { z } from 'zod';
import { AppException, type FieldErrors } from './app-exception';

const NON_FIELD = 'non_field_errors';

const MISSING = Symbol('missing');

/** The value at an issue's path in what was validated, or MISSING where the path leads nowhere. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value: unknown = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return MISSING;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

// Each message says what is wrong: missing, of the wrong type, too long or too large. A schema's own key
// (e.g. 'registration.iin') speaks for its rule, but never for a value of the wrong type.
function keyOf(issue: z.core.$ZodIssue, input: unknown): MessageKey {
  if (issue.code === 'invalid_type') {
    const value = input === MISSING ? MISSING : valueAt(input, issue.path);
    if (value === MISSING || value === undefined || value === null) {
      return isMessageKey(issue.message) ? issue.message : 'validation.required';
    }
    return 'validation.wrong_type';
  }
  if (isMessageKey(issue.message)) return issue.message;
  if (issue.code === 'too_big') {
    return issue.origin === 'string' || issue.origin === 'array'
      ? 'validation.too_long'
      : 'validation.too_large';
  }
  if (issue.code === 'too_small') {
    if (issue.origin === 'string')
      return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.too_short';
    return issue.origin === 'array' ? 'validation.required' : 'validation.too_small';
  }
  return 'validation.invalid';
}

/** Turns zod issues into `{field: [message keys]}`; given what was validated, it tells missing from mistyped. */
export function fieldErrorsOf(error: z.ZodError, input: unknown = MISSING): FieldErrors {
  // No prototype: a field named `constructor` or `__proto__` (a caller's key) is a field like any other.
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  const add = (field: string, key: MessageKey) =>
    (errors[field] ??= []).includes(key) || errors[field].push(key);
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const name of issue.keys) add([...issue.path, name].join('.'), 'validation.unknown_field');
    } else {
      add(issue.path.length ? issue.path.join('.') : NON_FIELD, keyOf(issue, input));
    }
  }
  return errors;
}

/** The fields of `input` (at any depth) whose text holds NUL or another control character. */
function controlCharacterErrors(
  input: unknown,
  path: string[] = [],
  errors: FieldErrors = Object.create(null) as FieldErrors,
): FieldErrors {
  if (typeof input === 'string') {
    if (!isCleanText(input)) errors[path.length ? path.join('.') : NON_FIELD] = ['validation.control_chars'];
  } else if (input !== null && typeof input === 'object') {
    for (const [key, value] of Object.entries(input)) controlCharacterErrors(value, [...path, key], errors);
  }
  return errors;
}

/**
 * A query without its blank parameters: a client that sends every filter sends the unused ones empty
 * (`status=&phone=`), and an empty filter is no filter, the same as one left out.
 */
export function withoutBlankParams(query: unknown): unknown {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return query;
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => typeof value !== 'string' || value.trim() !== ''),
  );
}

/**
 * Validates a body or query with a schema from libs/contracts; answers 400 with field errors. A query's blank
 * parameters are left out before (`withoutBlankParams`).
 */
@Injectable()
export class ZodValidationPipe<T extends z.ZodType> implements PipeTransform<unknown, z.infer<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown, metadata?: ArgumentMetadata): z.infer<T> {
    const input = (metadata?.type === 'query' ? withoutBlankParams(value) : value) ?? {};
    // Checked for every schema at once: PostgreSQL cannot store a NUL, and no field of the portal wants one.
    const dirty = controlCharacterErrors(input);
    if (Object.keys(dirty).length) throw AppException.fields(dirty);
    const result = this.schema.safeParse(input);
    if (!result.success) throw AppException.fields(fieldErrorsOf(result.error, input));
    return result.data;
  }
}
