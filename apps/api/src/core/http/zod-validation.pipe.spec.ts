import { z } from 'zod';
import { AppException } from './app-exception';
import { ZodValidationPipe } from './zod-validation.pipe';

const schema = z
  .object({
    name: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
    age: z.number().int().max(150),
    nested: z.object({ iin: z.string().regex(/^\d{12}$/, { error: 'validation.iin_digits' }) }).optional(),
  })
  .strict();

function errorsOf(value: unknown) {
  try {
    new ZodValidationPipe(schema).transform(value);
  } catch (error) {
    expect(error).toBeInstanceOf(AppException);
    return (error as AppException).fieldErrors;
  }
  throw new Error('expected a validation error');
}

describe('ZodValidationPipe', () => {
  it('returns the parsed value when valid', () => {
    expect(new ZodValidationPipe(schema).transform({ name: 'A', age: 3 })).toEqual({ name: 'A', age: 3 });
  });

  it('maps issues to message keys per field, nested paths joined with dots', () => {
    expect(errorsOf({ age: 200, nested: { iin: '1' }, extra: true })).toEqual({
      name: ['validation.required'],
      age: ['validation.too_long'],
      'nested.iin': ['validation.iin_digits'],
      extra: ['validation.unknown_field'],
    });
  });

  it('reads a missing body as an empty object', () => {
    expect(errorsOf(undefined)).toEqual({ name: ['validation.required'], age: ['validation.required'] });
  });
});
