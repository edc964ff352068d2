import type { ProfileDto } from '@expert-portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/shared/api/client';
import { PROFILE_QUERY_KEY } from '@/shared/api/get-profile';
import { PROFILE_PATH } from './use-update-profile';

const photoKey = (path: string | null) => ['users', 'photo', path] as const;

/**
 * The profile photo as an address an <img> can show: GET /api/v1/users/{id}/photo/ needs the bearer token,
 * so it is fetched as a blob (spec §7) and shown through an object URL, released when no longer shown.
 */
export function usePhotoUrl(path: string | null): string | undefined {
  const photo = useQuery({
    queryKey: photoKey(path),
    queryFn: ({ signal }) => apiRequest<Blob>(path ?? '', { asBlob: true, signal }),
    enabled: path !== null,
    // A new photo keeps the same address: its cache entry is replaced on upload rather than refetched.
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!path || !photo.data) {
      setUrl(undefined);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(photo.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [path, photo.data]);
  return url;
}

function sendPhoto(file: File | null): Promise<ProfileDto> {
  if (!file) return apiRequest<ProfileDto>(PROFILE_PATH, { method: 'PATCH', body: { image: null } });
  const body = new FormData();
  body.append('image', file);
  return apiRequest<ProfileDto>(PROFILE_PATH, { method: 'PATCH', body });
}

/**
 * PATCH /api/v1/users/profile/ with a new photo (multipart `image`), or with `image: null` to delete it.
 * An uploaded file is shown as it is, without downloading it back.
 */
export function useChangePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPhoto,
    onSuccess: (user, file) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, user);
      if (file && user.image) queryClient.setQueryData(photoKey(user.image), file);
    },
  });
}
