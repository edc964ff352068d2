import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadFile } from '@/shared/api/download-file';

export interface ZipProgress {
  received: number;
  /** The archive's size when the server announced it; a streamed archive often has none. */
  total: number | null;
}

/**
 * GET …/download_all/ of a lesson or of a whole course: one zip the server streams, saved as `fileName` with
 * the bytes received so far in `progress`.
 */
export function useDownloadZip(path: string, fileName: string) {
  const [progress, setProgress] = useState<ZipProgress>({ received: 0, total: null });
  const mutation = useMutation({
    mutationFn: () => {
      setProgress({ received: 0, total: null });
      return downloadFile(path, fileName, (received, total) => setProgress({ received, total }));
    },
  });
  return { ...mutation, progress };
}
