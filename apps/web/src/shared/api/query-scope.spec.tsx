import type { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@/shared/lib/storage-keys';
import { prefetchWithRoute } from './query-scope';

describe('prefetchWithRoute', () => {
  afterEach(() => localStorage.clear());

  it('starts a screen’s query in the app’s one client when a session is stored', () => {
    localStorage.setItem(STORAGE_KEYS.access, 'token');
    localStorage.setItem(STORAGE_KEYS.role, 'admin');
    const clients: QueryClient[] = [];
    const prefetch = (client: QueryClient) => {
      clients.push(client);
      return Promise.resolve();
    };
    prefetchWithRoute(prefetch);
    prefetchWithRoute(prefetch);
    expect(clients).toHaveLength(2);
    expect(clients[0]).toBe(clients[1]);
  });

  it('asks for nothing without a session (the route leads to the login)', () => {
    const prefetch = jest.fn(() => Promise.resolve());
    prefetchWithRoute(prefetch);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
