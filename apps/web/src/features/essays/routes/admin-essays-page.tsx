import { SectionPage } from '@/shared/ui/section-page';

export function AdminEssaysPage() {
  return <SectionPage area="admin" section="essay" />;
}
