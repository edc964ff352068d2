import type { Page, UserEssayDto } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { MY_ESSAY_PATH, myEssayKeys, PIPELINE_PATH } from './my-essay-keys';

/** The part of the candidate's pipeline (GET …/candidatePipeline/mine/) that tells a retake apart. */
interface PipelineEssayPart {
  projection: { position: string; essay?: { grade: number; passed: boolean } | null };
}

/**
 * The essay the candidate works on now, or null before a theme is chosen. GET pre_user_essay/ answers every
 * essay of theirs: the latest is the current one, unless it was graded and an admin has since granted a
 * retake (the pipeline is back at the essay with no grade): then a new essay begins with a new choice.
 */
export function currentEssay(
  essays: readonly UserEssayDto[],
  pipeline: PipelineEssayPart | null | undefined,
): UserEssayDto | null {
  const latest = essays.reduce<UserEssayDto | null>(
    (found, essay) => (found === null || essay.id > found.id ? essay : found),
    null,
  );
  const retaking = pipeline?.projection.position === 'essay' && !pipeline.projection.essay;
  if (latest && latest.grades.length > 0 && retaking) return null;
  return latest;
}

/**
 * The candidate's current essay (theme, file, grade). The pipeline query shares its key and its answer (null
 * for a 404) with the candidate area's stage gate, which has loaded it before this page is drawn.
 */
export function useMyEssay() {
  const essays = useQuery({
    queryKey: myEssayKeys.essay,
    queryFn: ({ signal }) => apiRequest<Page<UserEssayDto>>(MY_ESSAY_PATH, { signal }),
  });
  const pipeline = useQuery({
    queryKey: [PIPELINE_PATH],
    queryFn: ({ signal }) =>
      apiRequest<PipelineEssayPart>(PIPELINE_PATH, { signal }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    refetchOnWindowFocus: 'always',
  });
  return {
    isPending: essays.isPending,
    isError: essays.isError,
    error: essays.error,
    essay: essays.data ? currentEssay(essays.data.results, pipeline.data) : null,
  };
}
