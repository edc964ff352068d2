import { useQuery } from '@tanstack/react-query';
import { candidatePipelineQueryOptions, type PipelineView } from '@/shared/api/candidate-pipeline';
import { api, unwrap, type ApiAnswer } from '@/shared/api/client';
import { myEssayKeys } from './my-essay-keys';

type UserEssay = ApiAnswer<'/api/v1/pre_user_essay'>['results'][number];

/** Whether the candidate's pipeline is back at the essay with no grade: an admin granted a retake. */
function isRetaking(pipeline: PipelineView | null | undefined): boolean {
  return pipeline?.projection.position === 'essay' && !pipeline.projection.essay;
}

/**
 * The essay the candidate works on now, or null before a theme is chosen. GET pre_user_essay/ answers every
 * essay of theirs: the latest is the current one, unless it was graded and an admin has since granted a
 * retake: then a new essay begins with a new choice.
 */
function currentEssay(essays: readonly UserEssay[], retaking: boolean): UserEssay | null {
  const latest = essays.reduce<UserEssay | null>(
    (found, essay) => (found === null || essay.id > found.id ? essay : found),
    null,
  );
  if (latest && latest.grades.length > 0 && retaking) return null;
  return latest;
}

/** The candidate's current essay (theme, file, grade); the pipeline answers null for a 404. */
export function useMyEssay() {
  const essays = useQuery({
    queryKey: myEssayKeys.essay,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/pre_user_essay', { signal })),
  });
  // Shared with the candidate area's stage gate, which has loaded the pipeline before this page is drawn.
  const pipeline = useQuery(candidatePipelineQueryOptions);
  return {
    isPending: essays.isPending,
    isError: essays.isError,
    error: essays.error,
    essay: essays.data ? currentEssay(essays.data.results, isRetaking(pipeline.data)) : null,
  };
}
