import { SectionPage } from '@/shared/ui/section-page';

export function AdminInterviewsPage() {
  return <SectionPage area="admin" section="invite-interview" />;
}
