import { saveBlob } from '@/shared/lib/save-blob';
import { ApiError } from './api-error';
import { apiFetch, type CallOptions } from './api-fetch';

/** The path (and query) of a URL the API gave, often absolute on its own host: calls stay same-origin. */
export function apiPath(url: string): string {
  const { pathname, search } = new URL(url, window.location.origin);
  return `${pathname}${search}`;
}

async function readError(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text || null;
  }
}

/**
 * A file of the API as a Blob, by the address the API gave (a download link, a photo) rather than a path of
 * its document: the API answers files only with the bearer token, so they are fetched, never linked.
 */
export async function fetchBlob(
  url: string,
  options: CallOptions & { signal?: AbortSignal } = {},
): Promise<Blob> {
  const request = new Request(new URL(apiPath(url), window.location.origin), {
    headers: { Accept: '*/*' },
    credentials: 'omit',
    signal: options.signal,
  });
  const response = await apiFetch(options)(request);
  if (!response.ok) throw new ApiError(response.status, await readError(response));
  return response.blob();
}

/** Downloads a file of the API and saves it under `fileName`. */
export async function downloadFile(
  url: string,
  fileName: string,
  onProgress?: CallOptions['onDownloadProgress'],
): Promise<void> {
  saveBlob(await fetchBlob(url, { onDownloadProgress: onProgress }), fileName);
}
