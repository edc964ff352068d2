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

describe('ZodValidationPipe and the names every JavaScript object has', () => {
  it('answers field errors for a body key `constructor` or `__proto__`, not a TypeError', () => {
    expect(errorsOf(JSON.parse('{"name": "A", "age": 3, "constructor": 1}'))).toEqual({
      constructor: ['validation.unknown_field'],
    });
    const proto = errorsOf(JSON.parse('{"name": "A", "age": 3, "__proto__": {"x": 1}}'));
    expect(Object.entries(proto ?? {})).toEqual([['__proto__', ['validation.unknown_field']]]);
    const nested = z.object({ constructor: z.string().max(2), toString: z.number() }).strict();
    const error = (() => {
      try {
        new ZodValidationPipe(nested).transform(JSON.parse('{"constructor": "abc", "toString": "x"}'));
      } catch (caught) {
        return caught as AppException;
      }
      throw new Error('expected a validation error');
    })();
    expect(Object.entries(error.fieldErrors ?? {})).toEqual([
      ['constructor', ['validation.too_long']],
      ['toString', ['validation.wrong_type']],
    ]);
  });

  it('answers field errors for control characters under such a key', () => {
    const error = (() => {
      try {
        new ZodValidationPipe(schema).transform(JSON.parse('{"constructor": "a\\u0000b"}'));
      } catch (caught) {
        return caught as AppException;
      }
      throw new Error('expected a validation error');
    })();
    expect(Object.entries(error.fieldErrors ?? {})).toEqual([['constructor', ['validation.control_chars']]]);
    const proto = (() => {
      try {
        new ZodValidationPipe(schema).transform(JSON.parse('{"__proto__": "a\\u0000b"}'));
      } catch (caught) {
        return caught as AppException;
      }
      throw new Error('expected a validation error');
    })();
    expect(Object.entries(proto.fieldErrors ?? {})).toEqual([['__proto__', ['validation.control_chars']]]);
  });

  it('reads a blank query parameter as left out, but keeps an empty body field', () => {
    const filters = z.strictObject({ status: z.enum(['waiting', 'signed']).optional(), page: z.string() });
    const pipe = new ZodValidationPipe(filters);
    expect(pipe.transform({ status: '', page: '2' }, { type: 'query' })).toEqual({ page: '2' });
    expect(pipe.transform({ status: '  ', page: '2' }, { type: 'query' })).toEqual({ page: '2' });
    expect(() => pipe.transform({ status: '', page: '2' }, { type: 'body' })).toThrow(AppException);
  });
});
