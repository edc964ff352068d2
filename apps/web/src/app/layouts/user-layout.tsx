import {
  IconAward,
  IconBook,
  IconChecklist,
  IconId,
  IconMessages,
  IconTools,
  IconWriting,
} from '@tabler/icons-react';
import { CandidateGreeting } from '@/features/candidate/components/candidate-greeting';
import { StagePageFailureAlert } from '@/features/candidate/components/failed-stage-alert';
import { StageMarker } from '@/features/candidate/components/stage-marker';
import { stageOfSection } from '@/features/candidate/lib/stage-sections';
import { MyKeptAnswersSender } from '@/features/pre-course-tests/components/my-kept-answers-sender';
import { AreaLayout } from './area-layout';

const ICONS = {
  profile: IconId,
  certificate: IconAward,
  tests: IconChecklist,
  interview: IconMessages,
  essay: IconWriting,
  courses: IconBook,
  practice: IconTools,
};

// Each stage's entry says whether the candidate's pipeline has opened it; the cabinet and certificate have no mark.
function stageMarker(section: string) {
  const stage = stageOfSection(section);
  return stage && <StageMarker stage={stage} />;
}

/** The candidate's area; answers of a test kept in the browser are sent from any of its pages. */
export function UserLayout() {
  return (
    <>
      <MyKeptAnswersSender />
      <AreaLayout
        area="user"
        icons={ICONS}
        sectionMarker={stageMarker}
        intro={
          <>
            <CandidateGreeting />
            <StagePageFailureAlert />
          </>
        }
      />
    </>
  );
}
