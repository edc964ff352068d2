import { SectionPage } from '@/shared/ui/section-page';

export function MyEssayPage() {
  return <SectionPage area="user" section="essay" />;
}
