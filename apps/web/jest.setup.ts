import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import * as React from 'react';
import { File as NodeFile } from 'node:buffer';
import { server } from '@/testing/http-server';

// jest-fixed-jsdom gives Node's FormData and Blob but leaves jsdom's File, which Node's FormData would send
// as the text "[object File]".
const JsdomFile = globalThis.File;
Object.assign(globalThis, { File: NodeFile });

// React 19 reads a submitted form as `new FormData(form, submitter)` when the submit handler starts a
// transition; Node's FormData, which fetch needs, takes no form. jsdom's own, taken from a frame (the window's
// was replaced), lists the form's entries into Node's. jsdom only ever lists an empty placeholder for a file
// input (a test cannot give it files), so a file entry is copied by its name and type.
const NodeFormData = globalThis.FormData;
function jsdomFormData(): typeof FormData {
  const frame = document.createElement('iframe');
  document.documentElement.append(frame);
  const { FormData } = frame.contentWindow as Window & typeof globalThis;
  frame.remove();
  return FormData;
}
class FormDataOfForms extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!form) return;
    for (const [name, value] of new (jsdomFormData())(form, submitter))
      this.append(name, typeof value === 'string' ? value : new File([], value.name, { type: value.type }));
  }
}
Object.assign(globalThis, { FormData: FormDataOfForms });

// jsdom's FileReader reads only jsdom's blobs (user-event's clipboard reads through it): a Node blob is copied
// into one first. It reads asynchronously anyway.
for (const method of ['readAsArrayBuffer', 'readAsDataURL', 'readAsText'] as const) {
  const read = FileReader.prototype[method] as (this: FileReader, blob: Blob, encoding?: string) => void;
  FileReader.prototype[method] = function (this: FileReader, blob: Blob, encoding?: string) {
    if (blob instanceof JsdomFile) return read.call(this, blob, encoding);
    void blob.arrayBuffer().then((bytes) => read.call(this, new JsdomFile([bytes], '', blob), encoding));
  };
}

// The environment's AbortController is Node's (fetch takes no other signal), but jsdom's event targets refuse
// a Node signal in addEventListener's options (Mantine 9 listens so, e.g. use-drag): such a listener is added
// without it and removed when the signal aborts, as the option would.
const JsdomEventTarget = Object.getPrototypeOf(window.Node.prototype) as EventTarget;
const addListener = JsdomEventTarget.addEventListener;
JsdomEventTarget.addEventListener = function (
  this: EventTarget,
  type: string,
  listener: EventListenerOrEventListenerObject | null,
  options?: boolean | AddEventListenerOptions,
) {
  if (typeof options !== 'object' || !(options.signal instanceof AbortSignal))
    return addListener.call(this, type, listener, options);
  const { signal, ...rest } = options;
  if (signal.aborted) return;
  addListener.call(this, type, listener, rest);
  signal.addEventListener('abort', () => this.removeEventListener(type, listener, rest), { once: true });
};

// The environment (jest-fixed-jsdom) gives the Fetch API of Node; MSW answers the app's requests. A request
// that no test expected fails, rather than reaching the network.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

// Mantine reads media queries and element sizes, which jsdom does not implement. The tests' "system" asks for
// reduced motion, as the theme respects: modals and toasts open and close at once instead of after a timed
// transition that every test would wait out.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: query === '(prefers-reduced-motion: reduce)',
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
    loadAllTexts: (language: 'ru' | 'kk') => Promise.resolve(resources[language]),
  };
});

// React 19's development build gives each element it creates an owner stack: an Error captured for a warning
// that may never come (a tenth of the web tests' time, in a profile). The tests do without: a warning's stack
// then names the components, not the lines that created each element. React counts the stacks it took in the
// last second and stops at 10,000; the count reads as always spent.
const { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: internals } =
  React as unknown as Record<string, object>;
Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Infinity, set: () => undefined });
