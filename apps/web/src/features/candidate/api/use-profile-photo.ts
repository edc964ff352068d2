import type { ProfileDto } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { PROFILE_QUERY_KEY } from '@/shared/api/get-profile';
import { blobKey } from '@/shared/api/use-blob-url';
import { PROFILE_PATH } from './use-update-profile';

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
      if (file && user.image) queryClient.setQueryData(blobKey(user.image), file);
    },
  });
}
