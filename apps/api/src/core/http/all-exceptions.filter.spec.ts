import { HttpException, Logger, type ArgumentsHost } from '@nestjs/common';
import { WorkflowError } from '../workflow/workflow-error';
import { AllExceptionsFilter, errorAnswer } from './all-exceptions.filter';
import { AppException, type FieldErrors } from './app-exception';

function answer(exception: unknown, language = 'ru') {
  const res = {
    statusCode: 0,
    headers: {} as Record<string, string>,
    body: undefined as unknown,
    setHeader(name: string, value: string) {
      this.headers[name] = value;
    },
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json(body: unknown) {
      this.body = body;
    },
  };
  const req = { method: 'POST', originalUrl: '/token/', headers: { 'accept-language': language } };
  const host = { switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }) };
  new AllExceptionsFilter().catch(exception, host as unknown as ArgumentsHost);
  return res;
}

describe('the exception filter', () => {
  it('says an oversized or malformed JSON body is what it is, not that files are too big', () => {
    expect(answer({ type: 'entity.too.large', status: 413 })).toMatchObject({
      statusCode: 413,
      body: { detail: 'Запрос слишком большой.' },
    });
    expect(answer({ type: 'entity.parse.failed', status: 400 }, 'kk')).toMatchObject({
      statusCode: 400,
      body: { detail: 'Сұрау денесі дұрыс JSON емес.' },
    });
  });

  it('answers 503 with Retry-After while PostgreSQL restarts or cannot be reached', () => {
    for (const failure of [
      { driverError: { code: '57P01' } },
      { driverError: { code: '57P03' } },
      { code: 'ECONNREFUSED' },
      { driverError: { code: '08006' } },
    ]) {
      const res = answer(failure);
      expect(res.statusCode).toBe(503);
      expect(res.headers['Retry-After']).toBe('2');
      expect(res.body).toEqual({ detail: 'Сервис временно недоступен. Попробуйте позже.' });
    }
  });

  it('answers 503 for connection failures that come without a code: node-postgres, its pool, TypeORM', () => {
    const typeorm = Object.assign(new Error('Cannot execute operation on "default" connection'), {
      name: 'CannotExecuteNotConnectedError',
    });
    for (const failure of [
      {
        driverError: new Error('Connection terminated unexpectedly'),
        message: 'Connection terminated unexpectedly',
      },
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      typeorm,
    ]) {
      const res = answer(failure, 'kk');
      expect(res.statusCode).toBe(503);
      expect(res.headers['Retry-After']).toBe('2');
      expect(res.body).toEqual({ detail: 'Қызмет уақытша қолжетімсіз. Кейінірек қайталап көріңіз.' });
    }
    // A query the database refused is the server's own fault, not a moment of unavailability.
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    expect(answer({ driverError: { code: '23505', message: 'duplicate key' } }).statusCode).toBe(500);
  });

  it('answers workflow errors by code with the statuses and bodies the API has always given', () => {
    expect(answer(new WorkflowError('not_found'))).toMatchObject({
      statusCode: 404,
      body: { detail: 'Не найдено.' },
    });
    expect(answer(new WorkflowError('forbidden')).statusCode).toBe(403);
    expect(
      answer(new WorkflowError('invalid_event', { fieldErrors: { role: ['validation.required'] } })),
    ).toMatchObject({ statusCode: 400, body: { role: [expect.any(String)] } });
    expect(
      answer(
        new WorkflowError('not_allowed', { event: 'staff.sign', state: 'approved', statePath: 'approved' }),
      ),
    ).toMatchObject({
      statusCode: 409,
      body: {
        detail: 'Действие «staff.sign» недоступно в текущем состоянии.',
        state: 'approved',
        state_path: 'approved',
      },
    });
    expect(answer(new WorkflowError('idempotency_conflict')).statusCode).toBe(422);
  });

  it('gives bulk items the answer a single call would get, for workflow refusals and AppExceptions alike', () => {
    const refusal = new WorkflowError('not_allowed', {
      event: 'staff.sign',
      state: 'approved',
      statePath: 'approved',
    });
    // A domain error: nothing HTTP about it until the edge maps it.
    expect(refusal).not.toBeInstanceOf(HttpException);
    expect(refusal).toBeInstanceOf(Error);
    const limited = new AppException(429, 'auth.too_many_attempts', {
      params: { minutes: 2 },
      headers: { 'Retry-After': '90' },
    });
    for (const error of [refusal, new WorkflowError('forbidden'), limited]) {
      const single = answer(error, 'kk');
      expect(errorAnswer(error, 'kk')).toEqual({
        status: single.statusCode,
        body: single.body,
        headers: single.headers,
      });
    }
    expect(errorAnswer(limited, 'ru')?.headers).toEqual({ 'Retry-After': '90' });
    expect(errorAnswer(new Error('boom'), 'ru')).toBeNull();
  });

  it('answers 400, logged as a warning, for a value PostgreSQL cannot take that got past validation', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    error.mockClear(); // the spy of an earlier test, if any
    try {
      for (const failure of [
        // TypeORM's QueryFailedError carries the driver's fields on itself and under driverError.
        Object.assign(new Error('value "9999999999999" is out of range for type integer'), {
          name: 'QueryFailedError',
          code: '22003',
          driverError: { code: '22003', message: 'value "9999999999999" is out of range for type integer' },
        }),
        { driverError: { code: '22003' } },
        { code: '22P02', message: 'invalid input syntax for type integer: "x"' },
      ]) {
        const res = answer(failure);
        expect(res.statusCode).toBe(400);
        expect(res.body).toEqual({ detail: 'Некорректный запрос.' });
      }
      expect(warn).toHaveBeenCalledTimes(3);
      expect(error).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('answers field errors named like Object.prototype’s properties as fields of their own', () => {
    const fields = Object.create(null) as FieldErrors;
    fields['constructor'] = ['validation.unknown_field'];
    fields['__proto__'] = ['validation.unknown_field'];
    const res = answer(AppException.fields(fields));
    expect(res.statusCode).toBe(400);
    const body = res.body as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['constructor', '__proto__']);
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(JSON.stringify(body)).toBe(
      '{"constructor":["Это поле нельзя изменить."],"__proto__":["Это поле нельзя изменить."]}',
    );
  });
});
