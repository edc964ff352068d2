import type { ArgumentsHost } from '@nestjs/common';
import { AllExceptionsFilter } from './all-exceptions.filter';

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
});
