import type { PipelineStage } from '@expert-portal/machines';

/** The candidate area's section of each pipeline stage (the course is the theory stage). */
export const STAGE_SECTIONS: Record<PipelineStage, string> = {
  tests: 'tests',
  interview: 'interview',
  essay: 'essay',
  theory: 'courses',
  practice: 'practice',
};

/**
 * The description a stage's page opens with, where it has one, and the page's width: the gate shows it too, as
 * wide, while the pipeline is on its way and while the stage is closed, so the page reads the same before and
 * after it opens and the text keeps its lines when the page takes the gate's place.
 */
export const STAGE_INTROS: Partial<Record<PipelineStage, { text: string; width: number }>> = {
  tests: { text: 'pre-course-tests:intro', width: 1100 },
  practice: { text: 'practice:intro', width: 900 },
};

/** The stage a section of the candidate area opens with, or undefined for the cabinet and the certificate. */
export function stageOfSection(section: string): PipelineStage | undefined {
  return (Object.keys(STAGE_SECTIONS) as PipelineStage[]).find((stage) => STAGE_SECTIONS[stage] === section);
}
