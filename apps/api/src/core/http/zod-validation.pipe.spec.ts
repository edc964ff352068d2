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
      age: ['validation.too_large'],
      'nested.iin': ['validation.iin_digits'],
      extra: ['validation.unknown_field'],
    });
  });

  it('tells a value of the wrong type and an over-long one from a missing one', () => {
    expect(errorsOf({ name: 123, age: '3' })).toEqual({
      name: ['validation.wrong_type'],
      age: ['validation.wrong_type'],
    });
    expect(errorsOf({ name: null, age: 3, nested: { iin: 42 } })).toEqual({
      name: ['validation.required'],
      'nested.iin': ['validation.wrong_type'],
    });
    const long = z.object({ username: z.string().max(150) });
    try {
      new ZodValidationPipe(long).transform({ username: 'x'.repeat(100_000) });
    } catch (error) {
      expect((error as AppException).fieldErrors).toEqual({ username: ['validation.too_long'] });
    }
  });

  it('reads a missing body as an empty object', () => {
    expect(errorsOf(undefined)).toEqual({ name: ['validation.required'], age: ['validation.required'] });
  });
});
