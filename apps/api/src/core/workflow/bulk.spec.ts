import { AppException } from '../http/app-exception';
import { runBulk } from './bulk';
import { WorkflowError } from './workflow-error';

describe('runBulk', () => {
  const action = (id: number): Promise<string> => {
    if (id === 2) return Promise.reject(new WorkflowError('not_allowed', { event: 'x' }));
    if (id === 3) return Promise.reject(new AppException(404, 'http.not_found'));
    if (id === 4) return Promise.reject(new Error('boom'));
    return Promise.resolve(`done ${id}`);
  };

  it('gives every item its outcome, a domain error as that item refused', async () => {
    const outcomes = await runBulk([1, 2, 3, 5], action, 'throw');
    expect(outcomes.map((item) => [item.id, item.outcome])).toEqual([
      [1, 'done'],
      [2, 'refused'],
      [3, 'refused'],
      [5, 'done'],
    ]);
    expect(outcomes[0]).toEqual({ id: 1, outcome: 'done', value: 'done 1' });
    expect(outcomes[1]).toMatchObject({ outcome: 'refused', error: { code: 'not_allowed' } });
  });

  it('keeps an unexpected failure as that item failed, or stops the call with it', async () => {
    const kept = await runBulk([4, 1], action, 'keep');
    expect(kept.map((item) => item.outcome)).toEqual(['failed', 'done']);
    const ran: number[] = [];
    await expect(runBulk([1, 4, 5], (id) => (ran.push(id), action(id)), 'throw')).rejects.toThrow('boom');
    expect(ran).toEqual([1, 4]);
  });
});
