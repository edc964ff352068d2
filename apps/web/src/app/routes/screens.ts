import { readSession } from '@/shared/api/session';

// Every screen and layout of the app, each behind its own dynamic import: the bundler makes one chunk per
// screen, and a visitor's browser fetches only the screens of the pages they open (the landing page does not
// download the back office). Tests render the same routes with these components imported up front
// (apps/web/src/testing/eager-screens.ts), typed by `Screens` below so the two lists cannot drift.
// A screen whose first data does not depend on what is drawn (the register's first page, the candidate's
// pipeline and tests) asks for it as its code comes in: the request goes out beside React's first drawing of
// the page instead of after it.
export const SCREENS = {
  home: () => import('@/features/landing/routes/home-page').then((m) => m.HomePage),
  login: () => import('@/features/auth/routes/login-page').then((m) => m.LoginPage),
  registerExpert: () =>
    import('@/features/registration/routes/register-expert-page').then((m) => m.RegisterExpertPage),
  certificates: () =>
    import('@/features/certificates/routes/certificates-page').then((m) => m.CertificatesPage),
  certificate: () => import('@/features/certificates/routes/certificate-page').then((m) => m.CertificatePage),
  setPassword: () =>
    import('@/features/set-password/routes/set-password-page').then((m) => m.SetPasswordPage),
  forgotPassword: () =>
    import('@/features/auth/routes/forgot-password-page').then((m) => m.ForgotPasswordPage),
  resetPassword: () =>
    import('@/features/set-password/routes/reset-password-page').then((m) => m.ResetPasswordPage),
  notFound: () => import('./not-found-page').then((m) => m.NotFoundPage),
  // Above every page but the landing one: TanStack Query comes with it, not with the app's entry.
  queryScope: () => import('@/shared/api/query-scope').then((m) => m.QueryScopeOutlet),
  publicLayout: () => import('../layouts/public-layout').then((m) => m.PublicLayout),
  adminLayout: () => import('../layouts/admin-layout').then((m) => m.AdminLayout),
  directorLayout: () => import('../layouts/director-layout').then((m) => m.DirectorLayout),
  deputyLayout: () => import('../layouts/deputy-layout').then((m) => m.DeputyLayout),
  staffLayout: () => import('../layouts/staff-layout').then((m) => m.StaffLayout),
  analystLayout: () => import('../layouts/analyst-layout').then((m) => m.AnalystLayout),
  userLayout: () => import('../layouts/user-layout').then((m) => m.UserLayout),
  section: () => import('@/shared/ui/section-page').then((m) => m.SectionPage),
  contactMessages: () =>
    import('@/features/contact-messages/routes/contact-messages-page').then((m) => m.ContactMessagesPage),
  mailLog: () => import('@/features/mail-log/routes/mail-log-page').then((m) => m.MailLogPage),
  mailTemplates: () =>
    import('@/features/mail-templates/routes/mail-templates-page').then((m) => m.MailTemplatesPage),
  adminAccounts: () => import('@/features/accounts/routes/accounts-page').then((m) => m.AccountsPage),
  auditLog: () => import('@/features/audit-log/routes/audit-log-page').then((m) => m.AuditLogPage),
  dataAccess: () => import('@/features/data-access/routes/data-access-page').then((m) => m.DataAccessPage),
  erasureRequests: () =>
    import('@/features/personal-data/routes/erasure-requests-page').then((m) => m.ErasureRequestsPage),
  workflowFailures: () =>
    import('@/features/workflow-failures/routes/workflow-failures-page').then((m) => m.WorkflowFailuresPage),
  adminStaff: () =>
    import('@/features/applications/routes/staff-page').then((m) => {
      m.prefetchUsersTab();
      return m.AdminStaffPage;
    }),
  staffApplications: () =>
    import('@/features/applications/routes/staff-page').then((m) => {
      m.prefetchUsersTab();
      return m.StaffApplicationsPage;
    }),
  directorDashboard: () =>
    import('@/features/applications/routes/director-dashboard-page').then((m) => m.DirectorDashboardPage),
  directorApplications: () =>
    import('@/features/applications/routes/director-applications-page').then(
      (m) => m.DirectorApplicationsPage,
    ),
  deputyApprovals: () =>
    import('@/features/applications/routes/deputy-approvals-page').then((m) => {
      m.prefetchQueue();
      return m.DeputyApprovalsPage;
    }),
  profile: () => import('./profile-screen').then((m) => m.ProfileScreen),
  tests: () =>
    import('@/features/pre-course-tests/routes/tests-page').then((m) => {
      m.prefetchMyTests();
      return m.TestsPage;
    }),
  interview: () => import('@/features/interviews/routes/my-interviews-page').then((m) => m.MyInterviewsPage),
  essay: () => import('@/features/essays/routes/my-essay-page').then((m) => m.MyEssayPage),
  myCourses: () => import('@/features/courses/routes/my-courses-page').then((m) => m.MyCoursesPage),
  myCourse: () => import('@/features/courses/routes/my-course-page').then((m) => m.MyCoursePage),
  myPractice: () => import('@/features/practice/routes/my-practice-page').then((m) => m.MyPracticePage),
  myCertificates: () =>
    import('@/features/certificates/routes/my-certificates-page').then((m) => m.MyCertificatesPage),
  adminInterviews: () =>
    import('@/features/interviews/routes/admin-interviews-page').then((m) => m.AdminInterviewsPage),
  adminEssays: () => import('@/features/essays/routes/admin-essays-page').then((m) => m.AdminEssaysPage),
  adminCandidates: () =>
    import('@/features/candidate-pipelines/routes/candidates-page').then((m) => m.CandidatesPage),
  adminPractice: () =>
    import('@/features/practice/routes/admin-practice-page').then((m) => m.AdminPracticePage),
  adminTests: () =>
    import('@/features/pre-course-tests/routes/admin-tests-page').then((m) => m.AdminTestsPage),
  adminCourses: () =>
    import('@/features/courses-admin/routes/admin-courses-page').then((m) => m.AdminCoursesPage),
  adminCourseContent: () =>
    import('@/features/courses-admin/routes/admin-course-content-page').then((m) => m.AdminCourseContentPage),
  adminAddLesson: () =>
    import('@/features/courses-admin/routes/admin-add-lesson-page').then((m) => m.AdminAddLessonPage),
  adminCourseUsers: () =>
    import('@/features/courses-admin/routes/admin-course-users-page').then((m) => m.AdminCourseUsersPage),
  adminEligible: () =>
    import('@/features/certificate-orders/routes/admin-eligible-page').then((m) => m.AdminEligiblePage),
  deputyCertApprovals: () =>
    import('@/features/certificate-orders/routes/deputy-cert-approvals-page').then(
      (m) => m.DeputyCertApprovalsPage,
    ),
  directorCertificates: () =>
    import('@/features/certificate-orders/routes/director-certificates-page').then(
      (m) => m.DirectorCertificatesPage,
    ),
  issueCertificates: () =>
    import('@/features/certificate-orders/routes/issue-certificates-page').then(
      (m) => m.IssueCertificatesPage,
    ),
  expertRegister: () =>
    import('@/features/expert-register/routes/expert-register-page').then((m) => {
      m.prefetchOpeningPage();
      return m.ExpertRegisterPage;
    }),
  analystWorkflows: () =>
    import('@/features/workflow-analytics/routes/workflows-page').then((m) => m.WorkflowsPage),
  analystWorkflow: () =>
    import('@/features/workflow-analytics/routes/machine-page').then((m) => m.MachinePage),
  stageGate: () =>
    import('@/features/candidate/components/stage-gate').then((m) => {
      m.prefetchPipeline();
      return m.StageGate;
    }),
  statistics: () => import('@/features/statistics/routes/statistics-page').then((m) => m.StatisticsPage),
  statisticsProgress: () => import('@/features/statistics/routes/progress-tab').then((m) => m.ProgressTab),
  statisticsTests: () => import('@/features/statistics/routes/tests-tab').then((m) => m.TestsTab),
  statisticsTest: () =>
    import('@/features/statistics/routes/test-analysis-page').then((m) => m.TestAnalysisPage),
  statisticsFunnel: () => import('@/features/statistics/routes/funnel-tab').then((m) => m.FunnelTab),
};

export type ScreenName = keyof typeof SCREENS;

export type Screens = { [Name in ScreenName]: Awaited<ReturnType<(typeof SCREENS)[Name]>> };

/**
 * The translation namespaces a screen draws with beyond `common` (always loaded), fetched with its code so a
 * page is never drawn before its texts. The public pages list theirs; an area's layout loads them all, as the
 * back office's screens share most of them. The landing page's later parts (the instruction, the contact
 * form) ask for theirs when they load.
 */
export const SCREEN_NAMESPACES: Partial<Record<ScreenName, () => readonly string[] | 'all'>> = {
  home: () => ['home'],
  // The login form words its failures itself (auth, common), never with the server's generic messages.
  login: () => ['auth'],
  // The form's validation messages (`errors`) come with the form (wizard-form-part.ts).
  registerExpert: () => ['registration'],
  certificates: () => ['public'],
  certificate: () => ['public'],
  // The new-password fields and their meter draw with `security`.
  setPassword: () => ['set-password', 'errors', 'security'],
  // Drawn by the build like the login page, and as small: its failures are the server's words or common texts.
  forgotPassword: () => ['auth'],
  resetPassword: () => ['set-password', 'errors', 'security'],
  // The header names a signed-in visitor's area.
  publicLayout: () => (readSession() ? ['areas'] : []),
  adminLayout: () => 'all',
  directorLayout: () => 'all',
  deputyLayout: () => 'all',
  staffLayout: () => 'all',
  analystLayout: () => 'all',
  userLayout: () => 'all',
};
