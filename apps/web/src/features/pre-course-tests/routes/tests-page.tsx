import { SectionPage } from '@/shared/ui/section-page';

export function TestsPage() {
  return <SectionPage area="user" section="tests" />;
}
