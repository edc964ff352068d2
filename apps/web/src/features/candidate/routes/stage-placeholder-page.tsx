import { SectionPage } from '@/shared/ui/section-page';
import type { PipelineStage } from '../api/use-pipeline';
import { StageGate } from '../components/stage-gate';
import { STAGE_SECTIONS } from '../lib/stage-sections';

/** A stage whose page is not built yet: what the stage is for, behind the stage's gate like its page will be. */
export function StagePlaceholderPage({ stage }: { stage: PipelineStage }) {
  return (
    <StageGate stage={stage}>
      <SectionPage area="user" section={STAGE_SECTIONS[stage]} />
    </StageGate>
  );
}
