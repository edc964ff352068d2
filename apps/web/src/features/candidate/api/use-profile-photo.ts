import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { PROFILE_QUERY_KEY } from '@/shared/api/get-profile';
import { multipartBody } from '@/shared/api/multipart';
import { blobKey } from '@/shared/api/use-blob-url';

function sendPhoto(file: File | null) {
  if (!file) return unwrap(api.PATCH('/api/v1/users/profile', { body: { image: null } }));
  return unwrap(api.PATCH('/api/v1/users/profile', { body: { image: file }, bodySerializer: multipartBody }));
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
