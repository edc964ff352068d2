/** What a transport sends: the client has already built the URL, the headers and the body. */
export interface TransportRequest {
  method: string;
  headers: Record<string, string>;
  body?: FormData | string;
  signal: AbortSignal;
}

export interface TransportResponse {
  status: number;
  text: string;
}

/**
 * Sends a request with XMLHttpRequest, the one browser API that reports upload progress. It fails as
 * fetch does (a TypeError for the network, an AbortError once the signal aborts), so the client treats
 * both transports alike.
 */
export function sendWithUploadProgress(
  url: string,
  request: TransportRequest,
  onUploadProgress: (fraction: number) => void,
): Promise<TransportResponse> {
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
      resolve({ status: xhr.status, text: xhr.responseText });
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('Network request failed'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The operation was aborted.', 'AbortError'));
    });

    xhr.open(request.method, url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    if (request.signal.aborted) {
      abort();
      return;
    }
    request.signal.addEventListener('abort', abort);
    xhr.send(request.body ?? null);
  });
}
