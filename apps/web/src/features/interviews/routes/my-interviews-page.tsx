import { SectionPage } from '@/shared/ui/section-page';

export function MyInterviewsPage() {
  return <SectionPage area="user" section="interview" />;
}
