import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';

/** The interview's grade as the candidate's pipeline keeps it (spec §4: approved 100, rejected 0). */
export interface MyInterviewGrade {
  grade: number;
  passed: boolean;
  at: string;
}

/** The part of GET /api/v1/workflows/candidatePipeline/mine/ this page reads. */
interface PipelineWithInterview {
  projection: { interview?: MyInterviewGrade | null };
}

const PIPELINE_PATH = '/api/v1/workflows/candidatePipeline/mine/';

/**
 * The candidate's interview result, null until graded. The invitations carry no grade: the pipeline does.
 * The query shares its key and answer (null for a 404) with the candidate area's stage gate, which has
 * loaded it already, so this asks nothing more of the server.
 */
export function useMyInterviewResult() {
  return useQuery({
    queryKey: [PIPELINE_PATH],
    queryFn: ({ signal }) =>
      apiRequest<PipelineWithInterview>(PIPELINE_PATH, { signal }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    select: (pipeline): MyInterviewGrade | null => pipeline?.projection.interview ?? null,
    refetchOnWindowFocus: 'always',
  });
}
