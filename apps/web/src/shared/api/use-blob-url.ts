import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchBlob } from './download-file';

/** The cache key of the body of `path` as fetched by `useBlobUrl` (set it to show an uploaded file at once). */
export const blobKey = (path: string | null) => ['blob', path] as const;

/**
 * An image of the API (a profile photo, a course cover) as an address an <img> can show: the API answers it
 * only with the bearer token, so it is fetched as a blob and shown through an object URL, released
 * when no longer shown. Undefined while there is none or it is loading.
 */
export function useBlobUrl(path: string | null): string | undefined {
  const blob = useQuery({
    queryKey: blobKey(path),
    queryFn: ({ signal }) => fetchBlob(path ?? '', { signal }),
    enabled: path !== null,
    // A replaced image keeps the same address: its cache entry is replaced on upload rather than refetched.
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!path || !blob.data) {
      setUrl(undefined);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(blob.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [path, blob.data]);
  return url;
}
