import { Injectable, PipeTransform } from '@nestjs/common';
import { isMessageKey, type MessageKey } from '@expert-portal/contracts';
import type { z } from 'zod';
import { AppException, type FieldErrors } from './app-exception';

const NON_FIELD = 'non_field_errors';

function keyOf(issue: z.core.$ZodIssue): MessageKey {
  if (isMessageKey(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return 'validation.required';
  if (issue.code === 'too_big') return 'validation.too_long';
  return 'validation.invalid';
}

/** Turns zod issues into `{field: [message keys]}`. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, key: MessageKey) =>
    (errors[field] ??= []).includes(key) || errors[field].push(key);
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const name of issue.keys) add([...issue.path, name].join('.'), 'validation.unknown_field');
    } else {
      add(issue.path.length ? issue.path.join('.') : NON_FIELD, keyOf(issue));
    }
  }
  return errors;
}

/** Validates a body or query with a schema from libs/contracts; answers 400 with field errors. */
@Injectable()
export class ZodValidationPipe<T extends z.ZodType> implements PipeTransform<unknown, z.infer<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown): z.infer<T> {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw AppException.fields(fieldErrorsOf(result.error));
    return result.data;
  }
}
