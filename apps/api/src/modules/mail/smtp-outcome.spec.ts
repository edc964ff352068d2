import { classifySendFailure, retryDelaySeconds } from './smtp-outcome';

describe('retryDelaySeconds', () => {
  it('grows four times a try from the first delay and stops at 8 hours', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7].map((made) => retryDelaySeconds(made, 60));
    expect(delays).toEqual([60, 240, 960, 3840, 15360, 28800, 28800]);
    // Eight tries take about a day.
    const hours = delays.reduce((sum, delay) => sum + delay, 0) / 3600;
    expect(hours).toBeGreaterThan(20);
    expect(hours).toBeLessThan(26);
  });

  it('follows a short first delay, as the tests set it', () => {
    expect([1, 2, 3].map((made) => retryDelaySeconds(made, 1))).toEqual([1, 4, 16]);
  });
});

describe('classifySendFailure', () => {
  it('keeps trying after a 4xx reply, a refused connection or a timeout', () => {
    expect(classifySendFailure({ responseCode: 451, response: '451 4.7.1 Try again later' })).toEqual({
      permanent: false,
      reason: '451 4.7.1 Try again later',
    });
    expect(
      classifySendFailure({ code: 'ECONNECTION', message: 'connect ECONNREFUSED 127.0.0.1:25' }).permanent,
    ).toBe(false);
    expect(classifySendFailure({ code: 'ETIMEDOUT', message: 'Greeting never received' }).permanent).toBe(
      false,
    );
    expect(classifySendFailure(new Error('socket hang up')).permanent).toBe(false);
  });

  it('gives up on a 5xx reply and keeps the server’s words', () => {
    expect(
      classifySendFailure({ code: 'EENVELOPE', responseCode: 550, response: '550 5.1.1 No such user' }),
    ).toEqual({ permanent: true, reason: '550 5.1.1 No such user' });
  });

  it('gives up on an error of its own without a reply', () => {
    expect(classifySendFailure({ code: 'EENVELOPE', message: 'No recipients defined' }).permanent).toBe(true);
  });
});
