import { api, apiFetch, unwrap } from '@/shared/api/client';
import { saveBlob } from '@/shared/lib/save-blob';

/** The name to save the copy under when the answer does not give one (it gives personal-data-<id>.zip). */
export const MY_DATA_FILE_NAME = 'personal-data.zip';

/** The zip is streamed as it is made, each file as it is reached: someone with many files waits a while. */
const COPY_TIMEOUT_MS = 30 * 60_000;

/** The file name of a Content-Disposition header (`filename="…"` or RFC 5987's `filename*=UTF-8''…`). */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed name: the plain one, if any.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : null;
}

/**
 * GET /api/v1/users/me/export/: everything the portal holds on the signed-in person, data.json and their
 * files, as one zip saved under the server's name; `onProgress` hears the bytes received.
 */
export async function downloadMyData(
  onProgress: (loaded: number, total: number | null) => void,
): Promise<void> {
  const call = api.GET('/api/v1/users/me/export', {
    parseAs: 'blob',
    headers: { Accept: '*/*' },
    fetch: apiFetch({ onDownloadProgress: onProgress, timeoutMs: COPY_TIMEOUT_MS }),
  });
  const blob = await unwrap(call);
  const { response } = await call;
  saveBlob(blob, dispositionFileName(response.headers.get('Content-Disposition')) ?? MY_DATA_FILE_NAME);
}
