import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api, apiFetch, unwrap, type CallOptions } from '@/shared/api/client';
import { saveBlob } from '@/shared/lib/save-blob';

export interface ZipProgress {
  received: number;
  /** The archive's size when the server announced it; a streamed archive often has none. */
  total: number | null;
}

/** Whose files the zip holds: a whole course's, or one lesson's of it. */
export interface ZipSource {
  courseId: number;
  lessonId?: number;
}

function fetchZip({ courseId, lessonId }: ZipSource, onDownloadProgress: CallOptions['onDownloadProgress']) {
  const options = {
    parseAs: 'blob' as const,
    headers: { Accept: '*/*' },
    fetch: apiFetch({ onDownloadProgress }),
  };
  return lessonId === undefined
    ? unwrap(api.GET('/api/v1/courses/{id}/download_all', { params: { path: { id: courseId } }, ...options }))
    : unwrap(
        api.GET('/api/v1/courses/{id}/lessons/{lessonId}/download_all', {
          params: { path: { id: courseId, lessonId } },
          ...options,
        }),
      );
}

/**
 * GET …/download_all/ of a lesson or of a whole course: one zip the server streams, saved as `fileName` with
 * the bytes received so far in `progress`.
 */
export function useDownloadZip(source: ZipSource, fileName: string) {
  const [progress, setProgress] = useState<ZipProgress>({ received: 0, total: null });
  const mutation = useMutation({
    mutationFn: async () => {
      setProgress({ received: 0, total: null });
      saveBlob(await fetchZip(source, (received, total) => setProgress({ received, total })), fileName);
    },
  });
  return { ...mutation, progress };
}
