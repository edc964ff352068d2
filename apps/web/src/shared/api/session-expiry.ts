import { clearSession } from './session';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Subscribes to the end of a session the server refused to renew; returns the unsubscribe function. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The client cannot navigate by itself: the app listens and sends the user to /login through the router.
export function expireSession(): void {
  clearSession();
  listeners.forEach((listener) => listener());
}
