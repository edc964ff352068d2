import { ChangePasswordSection } from '@/features/account-security/components/change-password-section';
import { ProfilePage } from '@/features/candidate/routes/profile-page';

/**
 * The candidate's cabinet with the section where they change their password. Two features meet here, in the
 * app, as a feature imports no other.
 */
export function ProfileScreen() {
  return <ProfilePage account={<ChangePasswordSection />} />;
}
