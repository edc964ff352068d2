import { SectionPage } from '@/shared/ui/section-page';

export function AdminTestsPage() {
  return <SectionPage area="admin" section="pre-course-tests" />;
}
