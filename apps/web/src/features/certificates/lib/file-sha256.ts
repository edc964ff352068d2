/** Files are read in slices of this size so the page can say how far it has got with a large one. */
const SLICE_BYTES = 4 * 1024 * 1024;

function toHex(digest: ArrayBuffer): string {
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The SHA-256 of a file as lowercase hex, computed in the browser (crypto.subtle): the file never leaves the
 * visitor's computer. `onProgress` hears the share of the file read so far (0–1).
 */
export async function fileSha256(file: Blob, onProgress?: (fraction: number) => void): Promise<string> {
  const bytes = new Uint8Array(file.size);
  for (let offset = 0; offset < file.size; offset += SLICE_BYTES) {
    const slice = await file.slice(offset, offset + SLICE_BYTES).arrayBuffer();
    bytes.set(new Uint8Array(slice), offset);
    onProgress?.(Math.min(1, (offset + slice.byteLength) / file.size));
  }
  return toHex(await crypto.subtle.digest('SHA-256', bytes));
}

/** What a checked file is to a certificate. */
export type FileMatch =
  | { kind: 'current'; language: 'ru' | 'kk' }
  | { kind: 'previous'; language: 'ru' | 'kk'; replacedAt: string }
  | { kind: 'none' };

interface KnownHashes {
  sha256_ru: string | null;
  sha256_kk: string | null;
  previous_hashes: { sha256_ru: string | null; sha256_kk: string | null; replaced_at: string }[];
}

/** Whether `hash` is this certificate's document now (ru or kk), one it replaced, or none of its. */
export function matchFile(hash: string, certificate: KnownHashes): FileMatch {
  const same = (known: string | null) => known !== null && known.toLowerCase() === hash;
  if (same(certificate.sha256_ru)) return { kind: 'current', language: 'ru' };
  if (same(certificate.sha256_kk)) return { kind: 'current', language: 'kk' };
  for (const previous of certificate.previous_hashes) {
    if (same(previous.sha256_ru))
      return { kind: 'previous', language: 'ru', replacedAt: previous.replaced_at };
    if (same(previous.sha256_kk))
      return { kind: 'previous', language: 'kk', replacedAt: previous.replaced_at };
  }
  return { kind: 'none' };
}
