import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { api, unwrap } from '@/shared/api/client';

/** The interview's outcome as the candidate's pipeline keeps it (spec §4: approved passes, rejected fails). */
export interface MyInterviewGrade {
  passed: boolean;
}

// Shared with the candidate area's stage gate, which has loaded the pipeline before this page is drawn.
const PIPELINE_KEY = ['/api/v1/workflows/candidatePipeline/mine/'];

/**
 * The interview's grade in the pipeline's projection, null until graded. The document leaves a machine's
 * projection untyped (it differs per machine), so the one field shown is checked as read.
 */
function interviewGrade(projection: unknown): MyInterviewGrade | null {
  if (typeof projection !== 'object' || projection === null || !('interview' in projection)) return null;
  const { interview } = projection;
  if (typeof interview !== 'object' || interview === null || !('passed' in interview)) return null;
  return typeof interview.passed === 'boolean' ? { passed: interview.passed } : null;
}

/**
 * The candidate's interview result, null until graded. The invitations carry no grade: the pipeline does.
 * The query shares its key and answer (null for a 404) with the candidate area's stage gate, which has
 * loaded it already, so this asks nothing more of the server.
 */
export function useMyInterviewResult() {
  return useQuery({
    queryKey: PIPELINE_KEY,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/workflows/{machine}/mine', {
          params: { path: { machine: 'candidatePipeline' } },
          signal,
        }),
      ).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    select: (pipeline) => (pipeline ? interviewGrade(pipeline.projection) : null),
    refetchOnWindowFocus: 'always',
  });
}
