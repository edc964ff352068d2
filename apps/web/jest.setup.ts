import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router and the JWT decoder use them as browsers provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no Fetch API either (tests stub `fetch` themselves), but the data router wraps every
// navigation in a Request; it reads only its url, method and signal when no route has a loader.
class NavigationRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal;

  constructor(input: string | URL, init: RequestInit = {}) {
    this.url = String(input);
    this.method = init.method ?? 'GET';
    this.signal = init.signal ?? new AbortController().signal;
  }
}
if (typeof globalThis.Request === 'undefined') Object.assign(globalThis, { Request: NavigationRequest });

// Mantine reads media queries and element sizes, which jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(window, { ResizeObserver: ResizeObserverStub });
window.HTMLElement.prototype.scrollIntoView = () => undefined;

// The web tests share the machine with the integration tests: give asynchronous queries room under load.
configure({ asyncUtilTimeout: 5000 });

// The app fetches each language's texts as chunks (import.meta.glob, which jest cannot run); the tests get
// them all at once, from the same files, so a first render already has its texts.
jest.mock('@/shared/i18n/locale-files', () => {
  const { resources } =
    jest.requireActual<typeof import('@/shared/i18n/resources')>('@/shared/i18n/resources');
  const namespaces = Object.keys(resources.ru);
  return {
    NAMESPACES: namespaces,
    INITIAL_NAMESPACES: namespaces,
    loadTexts: (language: 'ru' | 'kk', namespace: keyof typeof resources.ru) =>
      resources[language][namespace],
  };
});
