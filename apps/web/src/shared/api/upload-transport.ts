/**
 * Sends a request with XMLHttpRequest, the one browser API that reports upload progress. It fails as fetch
 * does (a TypeError for the network, an AbortError once the request's signal aborts), so the client treats
 * both transports alike.
 */
export function sendWithUploadProgress(
  request: Request,
  body: Blob | undefined,
  onUploadProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = (): void => xhr.abort();
    const settle = (): void => request.signal.removeEventListener('abort', abort);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
    });
    xhr.upload.addEventListener('load', () => onUploadProgress(1));
    xhr.addEventListener('load', () => {
      settle();
      const contentType = xhr.getResponseHeader('Content-Type');
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          headers: contentType ? { 'Content-Type': contentType } : {},
        }),
      );
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('Network request failed'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The operation was aborted.', 'AbortError'));
    });

    xhr.open(request.method, request.url);
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    if (request.signal.aborted) {
      abort();
      return;
    }
    request.signal.addEventListener('abort', abort);
    xhr.send(body ?? null);
  });
}
