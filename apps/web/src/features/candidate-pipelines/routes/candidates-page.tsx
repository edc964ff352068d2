import { SectionPage } from '@/shared/ui/section-page';

export function CandidatesPage() {
  return <SectionPage area="admin" section="candidates" />;
}
