import { useQuery } from '@tanstack/react-query';
import { candidatePipelineQueryOptions } from '@/shared/api/candidate-pipeline';

/** The interview's outcome as the candidate's pipeline keeps it (approved passes, rejected fails). */
export interface MyInterviewGrade {
  passed: boolean;
}

/**
 * The candidate's interview result, null until graded. The invitations carry no grade: the pipeline does.
 * The query shares its key and answer (null for a 404) with the candidate area's stage gate, which has
 * loaded it already, so this asks nothing more of the server.
 */
export function useMyInterviewResult() {
  return useQuery({
    ...candidatePipelineQueryOptions,
    select: (pipeline): MyInterviewGrade | null => {
      const interview = pipeline?.projection.interview;
      return interview ? { passed: interview.passed } : null;
    },
  });
}
