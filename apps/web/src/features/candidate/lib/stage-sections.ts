import type { PipelineStage } from '@expert-portal/machines';

/** The candidate area's section of each pipeline stage (the course is the theory stage). */
export const STAGE_SECTIONS: Record<PipelineStage, string> = {
  tests: 'tests',
  interview: 'interview',
  essay: 'essay',
  theory: 'courses',
  practice: 'practice',
};

/** The stage a section of the candidate area opens with, or undefined for the cabinet and the certificate. */
export function stageOfSection(section: string): PipelineStage | undefined {
  return (Object.keys(STAGE_SECTIONS) as PipelineStage[]).find((stage) => STAGE_SECTIONS[stage] === section);
}
