import { InstanceCache } from './instance-cache';
import type { InstanceRow } from './workflow-instance.row';

const row = (id: string, revision = 1): InstanceRow =>
  ({ id, machine_id: 'applicationSigning', business_key: `application:${id}`, revision }) as InstanceRow;
const byKey = (id: string) => ({ machineId: 'applicationSigning', businessKey: `application:${id}` });

describe('InstanceCache', () => {
  it('answers a kept row by its id and by its business key, the newest written', () => {
    const cache = new InstanceCache();
    cache.remember(row('1'));
    cache.remember(row('1', 2));
    expect(cache.get({ id: '1' })?.revision).toBe(2);
    expect(cache.get(byKey('1'))?.revision).toBe(2);
    expect(cache.get({ id: '2' })).toBeUndefined();
  });

  it('forgets a row under both keys', () => {
    const cache = new InstanceCache();
    cache.remember(row('1'));
    cache.forget(byKey('1'));
    expect(cache.get({ id: '1' })).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used rows beyond its capacity', () => {
    const cache = new InstanceCache(4);
    cache.remember(row('1'));
    cache.remember(row('2'));
    cache.get({ id: '1' });
    cache.get(byKey('1'));
    cache.remember(row('3'));
    expect(cache.size).toBe(4);
    expect(cache.get({ id: '2' })).toBeUndefined();
    expect(cache.get({ id: '1' })?.id).toBe('1');
    expect(cache.get({ id: '3' })?.id).toBe('3');
  });
});
