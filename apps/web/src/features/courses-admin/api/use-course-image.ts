import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiRequest } from '@/shared/api/client';
import { courseAdminKeys } from './course-admin-keys';

/** A course cover: fetched as a blob with the bearer token (spec §7), shown through an object URL. */
export function useCourseImage(url: string | null) {
  const image = useQuery({
    queryKey: courseAdminKeys.image(url ?? ''),
    // The API answers absolute URLs of its own host; the path alone keeps the call same-origin.
    queryFn: ({ signal }) =>
      apiRequest<Blob>(new URL(url ?? '', window.location.origin).pathname, { asBlob: true, signal }),
    enabled: Boolean(url),
    staleTime: Infinity,
  });
  const objectUrl = useMemo(() => (image.data ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  return objectUrl;
}
