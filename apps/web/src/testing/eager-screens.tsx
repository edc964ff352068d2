import { AdminLayout } from '@/app/layouts/admin-layout';
import { AnalystLayout } from '@/app/layouts/analyst-layout';
import { DeputyLayout } from '@/app/layouts/deputy-layout';
import { DirectorLayout } from '@/app/layouts/director-layout';
import { PublicLayout } from '@/app/layouts/public-layout';
import { StaffLayout } from '@/app/layouts/staff-layout';
import { UserLayout } from '@/app/layouts/user-layout';
import type { ScreenRoute } from '@/app/routes/app-routes';
import { NotFoundPage } from '@/app/routes/not-found-page';
import { ProfileScreen } from '@/app/routes/profile-screen';
import type { Screens } from '@/app/routes/screens';
import { DeputyApprovalsPage } from '@/features/applications/routes/deputy-approvals-page';
import { DirectorApplicationsPage } from '@/features/applications/routes/director-applications-page';
import { DirectorDashboardPage } from '@/features/applications/routes/director-dashboard-page';
import { AdminStaffPage, StaffApplicationsPage } from '@/features/applications/routes/staff-page';
import { ForgotPasswordPage } from '@/features/auth/routes/forgot-password-page';
import { LoginPage } from '@/features/auth/routes/login-page';
import { StageGate } from '@/features/candidate/components/stage-gate';
import { CertificatePage } from '@/features/certificates/routes/certificate-page';
import { CertificatesPage } from '@/features/certificates/routes/certificates-page';
import { MyCertificatesPage } from '@/features/certificates/routes/my-certificates-page';
import { ExpertRegisterPage } from '@/features/expert-register/routes/expert-register-page';
import { CandidatesPage } from '@/features/candidate-pipelines/routes/candidates-page';
import { AdminEligiblePage } from '@/features/certificate-orders/routes/admin-eligible-page';
import { DeputyCertApprovalsPage } from '@/features/certificate-orders/routes/deputy-cert-approvals-page';
import { DirectorCertificatesPage } from '@/features/certificate-orders/routes/director-certificates-page';
import { IssueCertificatesPage } from '@/features/certificate-orders/routes/issue-certificates-page';
import { MyCoursePage } from '@/features/courses/routes/my-course-page';
import { MyCoursesPage } from '@/features/courses/routes/my-courses-page';
import { AdminEssaysPage } from '@/features/essays/routes/admin-essays-page';
import { AdminAddLessonPage } from '@/features/courses-admin/routes/admin-add-lesson-page';
import { AdminCourseContentPage } from '@/features/courses-admin/routes/admin-course-content-page';
import { AdminCourseUsersPage } from '@/features/courses-admin/routes/admin-course-users-page';
import { AdminCoursesPage } from '@/features/courses-admin/routes/admin-courses-page';
import { MyEssayPage } from '@/features/essays/routes/my-essay-page';
import { AdminInterviewsPage } from '@/features/interviews/routes/admin-interviews-page';
import { MyInterviewsPage } from '@/features/interviews/routes/my-interviews-page';
import { AdminPracticePage } from '@/features/practice/routes/admin-practice-page';
import { AdminTestsPage } from '@/features/pre-course-tests/routes/admin-tests-page';
import { TestsPage } from '@/features/pre-course-tests/routes/tests-page';
import { ContactMessagesPage } from '@/features/contact-messages/routes/contact-messages-page';
import { HomePage } from '@/features/landing/routes/home-page';
import { MailLogPage } from '@/features/mail-log/routes/mail-log-page';
import { MailTemplatesPage } from '@/features/mail-templates/routes/mail-templates-page';
import { AccountsPage } from '@/features/accounts/routes/accounts-page';
import { AuditLogPage } from '@/features/audit-log/routes/audit-log-page';
import { DataAccessPage } from '@/features/data-access/routes/data-access-page';
import { ErasureRequestsPage } from '@/features/personal-data/routes/erasure-requests-page';
import { MyPracticePage } from '@/features/practice/routes/my-practice-page';
import { RegisterExpertPage } from '@/features/registration/routes/register-expert-page';
import { ResetPasswordPage } from '@/features/set-password/routes/reset-password-page';
import { SetPasswordPage } from '@/features/set-password/routes/set-password-page';
import { FunnelTab } from '@/features/statistics/routes/funnel-tab';
import { ProgressTab } from '@/features/statistics/routes/progress-tab';
import { StatisticsPage } from '@/features/statistics/routes/statistics-page';
import { TestAnalysisPage } from '@/features/statistics/routes/test-analysis-page';
import { TestsTab } from '@/features/statistics/routes/tests-tab';
import { MachinePage } from '@/features/workflow-analytics/routes/machine-page';
import { WorkflowsPage } from '@/features/workflow-analytics/routes/workflows-page';
import { WorkflowFailuresPage } from '@/features/workflow-failures/routes/workflow-failures-page';
import { QueryScopeOutlet } from '@/shared/api/query-scope';
import { SectionPage } from '@/shared/ui/section-page';

// The app's screens imported up front, so a test's first render already shows its page (the app itself
// loads each one on first use, see app/routes/screens.ts). Typed by `Screens`: a screen added there and
// not here, or here under another component, does not compile.
const EAGER_SCREENS: Screens = {
  home: HomePage,
  login: LoginPage,
  queryScope: QueryScopeOutlet,
  registerExpert: RegisterExpertPage,
  certificates: CertificatesPage,
  certificate: CertificatePage,
  setPassword: SetPasswordPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  notFound: NotFoundPage,
  publicLayout: PublicLayout,
  adminLayout: AdminLayout,
  directorLayout: DirectorLayout,
  deputyLayout: DeputyLayout,
  staffLayout: StaffLayout,
  analystLayout: AnalystLayout,
  userLayout: UserLayout,
  section: SectionPage,
  contactMessages: ContactMessagesPage,
  mailLog: MailLogPage,
  mailTemplates: MailTemplatesPage,
  adminAccounts: AccountsPage,
  auditLog: AuditLogPage,
  dataAccess: DataAccessPage,
  erasureRequests: ErasureRequestsPage,
  workflowFailures: WorkflowFailuresPage,
  adminStaff: AdminStaffPage,
  staffApplications: StaffApplicationsPage,
  directorDashboard: DirectorDashboardPage,
  directorApplications: DirectorApplicationsPage,
  deputyApprovals: DeputyApprovalsPage,
  profile: ProfileScreen,
  tests: TestsPage,
  interview: MyInterviewsPage,
  essay: MyEssayPage,
  myCourses: MyCoursesPage,
  myCourse: MyCoursePage,
  myPractice: MyPracticePage,
  myCertificates: MyCertificatesPage,
  adminInterviews: AdminInterviewsPage,
  adminEssays: AdminEssaysPage,
  adminCandidates: CandidatesPage,
  adminPractice: AdminPracticePage,
  adminTests: AdminTestsPage,
  adminCourses: AdminCoursesPage,
  adminCourseContent: AdminCourseContentPage,
  adminAddLesson: AdminAddLessonPage,
  adminCourseUsers: AdminCourseUsersPage,
  adminEligible: AdminEligiblePage,
  deputyCertApprovals: DeputyCertApprovalsPage,
  directorCertificates: DirectorCertificatesPage,
  issueCertificates: IssueCertificatesPage,
  expertRegister: ExpertRegisterPage,
  analystWorkflows: WorkflowsPage,
  analystWorkflow: MachinePage,
  stageGate: StageGate,
  statistics: StatisticsPage,
  statisticsProgress: ProgressTab,
  statisticsTests: TestsTab,
  statisticsTest: TestAnalysisPage,
  statisticsFunnel: FunnelTab,
};

export const eagerScreen: ScreenRoute = (name, render) => ({ element: render(EAGER_SCREENS[name]) });
