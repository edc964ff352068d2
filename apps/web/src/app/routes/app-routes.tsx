import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { DeputyApprovalsPage } from '@/features/applications/routes/deputy-approvals-page';
import { DirectorApplicationsPage } from '@/features/applications/routes/director-applications-page';
import { DirectorDashboardPage } from '@/features/applications/routes/director-dashboard-page';
import { AdminStaffPage, StaffApplicationsPage } from '@/features/applications/routes/staff-page';
import { LoginPage } from '@/features/auth/routes/login-page';
import { ProfilePage } from '@/features/candidate/routes/profile-page';
import { CertificatePage } from '@/features/certificates/routes/certificate-page';
import { CertificatesPage } from '@/features/certificates/routes/certificates-page';
import { ContactMessagesPage } from '@/features/contact-messages/routes/contact-messages-page';
import { MailLogPage } from '@/features/mail-log/routes/mail-log-page';
import { HomePage } from '@/features/landing/routes/home-page';
import { RegisterExpertPage } from '@/features/registration/routes/register-expert-page';
import { SetPasswordPage } from '@/features/set-password/routes/set-password-page';
import { AREA_DEFINITIONS, AREAS, PATHS, sectionPath, type Area } from '@/shared/lib/routes';
import { SectionPage } from '@/shared/ui/section-page';
import { RequireArea } from '../guards/require-area';
import { RequireSection } from '../guards/require-section';
import { AdminLayout } from '../layouts/admin-layout';
import { AnalystLayout } from '../layouts/analyst-layout';
import { DeputyLayout } from '../layouts/deputy-layout';
import { DirectorLayout } from '../layouts/director-layout';
import { PublicLayout } from '../layouts/public-layout';
import { StaffLayout } from '../layouts/staff-layout';
import { UserLayout } from '../layouts/user-layout';
import { NotFoundPage } from './not-found-page';

const AREA_LAYOUTS: Record<Area, ComponentType> = {
  admin: AdminLayout,
  director: DirectorLayout,
  deputy: DeputyLayout,
  staff: StaffLayout,
  analyst: AnalystLayout,
  user: UserLayout,
};

// Sections that already have their own screen; the others show what they are for.
const SECTION_SCREENS: Partial<Record<Area, Record<string, ComponentType>>> = {
  admin: { 'contact-messages': ContactMessagesPage, 'mail-log': MailLogPage, staff: AdminStaffPage },
  director: { dashboard: DirectorDashboardPage, applications: DirectorApplicationsPage },
  deputy: { approvals: DeputyApprovalsPage },
  staff: { applications: StaffApplicationsPage },
  user: { profile: ProfilePage },
};

function areaRoute(area: Area): RouteObject {
  const { path, sections } = AREA_DEFINITIONS[area];
  const Layout = AREA_LAYOUTS[area];
  return {
    path,
    element: (
      <RequireArea area={area}>
        <Layout />
      </RequireArea>
    ),
    children: [
      { index: true, element: <Navigate to={sectionPath(area, sections[0])} replace /> },
      ...sections.map((section) => {
        const Screen = SECTION_SCREENS[area]?.[section];
        return {
          path: section,
          element: (
            <RequireSection area={area} section={section}>
              {Screen ? <Screen /> : <SectionPage area={area} section={section} />}
            </RequireSection>
          ),
        };
      }),
    ],
  };
}

export const appRoutes: RouteObject[] = [
  // The landing page draws its own header and footer (its anchors, sections and instruction).
  { path: PATHS.home, element: <HomePage /> },
  {
    element: <PublicLayout />,
    children: [
      { path: PATHS.login, element: <LoginPage /> },
      { path: PATHS.registerExpert, element: <RegisterExpertPage /> },
      { path: PATHS.certificates, element: <CertificatesPage /> },
      { path: PATHS.certificate, element: <CertificatePage /> },
      { path: PATHS.setPassword, element: <SetPasswordPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  ...AREAS.map(areaRoute),
];
