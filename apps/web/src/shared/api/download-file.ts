import { saveBlob } from '@/shared/lib/save-blob';
import { apiRequest, type RequestOptions } from './client';

/**
 * Downloads a file of the API and saves it under `fileName`: the API answers files only with the bearer token,
 * so they are fetched as a blob, never opened as a bare link. `url` may be the absolute URL the API gave: its
 * path alone keeps the call same-origin (the dev proxy too).
 */
export async function downloadFile(
  url: string,
  fileName: string,
  onProgress?: RequestOptions['onDownloadProgress'],
): Promise<void> {
  const { pathname, search } = new URL(url, window.location.origin);
  const blob = await apiRequest<Blob>(`${pathname}${search}`, { asBlob: true, onDownloadProgress: onProgress });
  saveBlob(blob, fileName);
}
