import { act } from '@testing-library/react';
import { headerName } from './fetch-mock';
import { appUrl } from './http-server';

/** XMLHttpRequest as an upload with progress uses it (the shared client's upload transport): a test reads what
 * was sent and decides the answer. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  readonly upload = new EventTarget();
  readonly events = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';

  open(method: string, url: string): void {
    this.method = method;
    this.url = appUrl(url);
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[headerName(name)] = value;
  }
  getResponseHeader(name: string): string | null {
    return headerName(name) === 'Content-Type' ? 'application/json' : null;
  }
  addEventListener(type: string, listener: EventListener): void {
    this.events.addEventListener(type, listener);
  }
  // The client sends the multipart body its Request encoded: listed once it is read back into fields.
  send(body: Blob): void {
    const type = this.headers['Content-Type'] ?? body.type;
    void new Response(body, { headers: { 'Content-Type': type } }).formData().then((form) => {
      this.body = form;
      FakeXhr.sent.push(this);
    });
  }
  abort(): void {
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number): void {
    act(() => {
      this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
    });
  }
  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
  /** The connection failed: no answer at all. */
  fail(): void {
    this.events.dispatchEvent(new Event('error'));
  }
}
