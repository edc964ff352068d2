import type { UserEssayDto } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { essayAdminKeys } from './admin-query-keys';

/** The body of spec §7: the grade as text, and passed as the admin saw it (the server decides it again). */
export interface EssayGradeRequest {
  grade: string;
  passed: boolean;
}

/** POST /api/v1/pre_user_essay/{id}/grade/ {grade, passed}: an essay is graded once (409 after). */
export function useGradeEssay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: EssayGradeRequest & { id: number }) =>
      apiRequest<UserEssayDto>(`/api/v1/pre_user_essay/${id}/grade/`, { method: 'POST', body }),
    // A 409 means someone graded it meanwhile: the list is refreshed either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: essayAdminKeys.essays }),
  });
}
