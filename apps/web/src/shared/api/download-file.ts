import { saveBlob } from '@/shared/lib/save-blob';
import { apiRequest, type RequestOptions } from './client';

/** The path (and query) of a URL the API gave, often absolute on its own host: calls stay same-origin. */
export function apiPath(url: string): string {
  const { pathname, search } = new URL(url, window.location.origin);
  return `${pathname}${search}`;
}

/**
 * Downloads a file of the API and saves it under `fileName`: the API answers files only with the bearer token,
 * so they are fetched as a blob, never opened as a bare link. `url` may be the absolute URL the API gave.
 */
export async function downloadFile(
  url: string,
  fileName: string,
  onProgress?: RequestOptions['onDownloadProgress'],
): Promise<void> {
  const blob = await apiRequest<Blob>(apiPath(url), { asBlob: true, onDownloadProgress: onProgress });
  saveBlob(blob, fileName);
}
