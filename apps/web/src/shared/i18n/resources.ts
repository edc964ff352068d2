import { MESSAGES } from '@expert-portal/contracts';
import kkAccounts from '@/i18n/locales/kk/accounts.json';
import kkAudit from '@/i18n/locales/kk/audit.json';
import kkAuditLog from '@/i18n/locales/kk/audit-log.json';
import kkDataAccess from '@/i18n/locales/kk/data-access.json';
import kkPersonalData from '@/i18n/locales/kk/personal-data.json';
import kkCandidates from '@/i18n/locales/kk/candidates.json';
import kkCertificateOrders from '@/i18n/locales/kk/certificate-orders.json';
import kkCoursesAdmin from '@/i18n/locales/kk/courses-admin.json';
import kkPracticeAdmin from '@/i18n/locales/kk/practice-admin.json';
import kkCourses from '@/i18n/locales/kk/courses.json';
import kkExpertRegister from '@/i18n/locales/kk/expert-register.json';
import kkPractice from '@/i18n/locales/kk/practice.json';
import kkPreCourseTests from '@/i18n/locales/kk/pre-course-tests.json';
import kkSelection from '@/i18n/locales/kk/selection.json';
import kkSelectionAdmin from '@/i18n/locales/kk/selection-admin.json';
import kkStatistics from '@/i18n/locales/kk/statistics.json';
import kkTestsAdmin from '@/i18n/locales/kk/tests-admin.json';
import ruAccounts from '@/i18n/locales/ru/accounts.json';
import ruAudit from '@/i18n/locales/ru/audit.json';
import ruAuditLog from '@/i18n/locales/ru/audit-log.json';
import ruDataAccess from '@/i18n/locales/ru/data-access.json';
import ruPersonalData from '@/i18n/locales/ru/personal-data.json';
import ruCandidates from '@/i18n/locales/ru/candidates.json';
import ruCertificateOrders from '@/i18n/locales/ru/certificate-orders.json';
import ruCoursesAdmin from '@/i18n/locales/ru/courses-admin.json';
import ruPracticeAdmin from '@/i18n/locales/ru/practice-admin.json';
import ruCourses from '@/i18n/locales/ru/courses.json';
import ruExpertRegister from '@/i18n/locales/ru/expert-register.json';
import ruPractice from '@/i18n/locales/ru/practice.json';
import ruPreCourseTests from '@/i18n/locales/ru/pre-course-tests.json';
import ruSelection from '@/i18n/locales/ru/selection.json';
import ruSelectionAdmin from '@/i18n/locales/ru/selection-admin.json';
import ruStatistics from '@/i18n/locales/ru/statistics.json';
import ruTestsAdmin from '@/i18n/locales/ru/tests-admin.json';
import kkApplications from '@/i18n/locales/kk/applications.json';
import kkAreas from '@/i18n/locales/kk/areas.json';
import kkAuth from '@/i18n/locales/kk/auth.json';
import kkCandidate from '@/i18n/locales/kk/candidate.json';
import kkCommon from '@/i18n/locales/kk/common.json';
import kkContact from '@/i18n/locales/kk/contact.json';
import kkHome from '@/i18n/locales/kk/home.json';
import kkInstruction from '@/i18n/locales/kk/instruction.json';
import kkMail from '@/i18n/locales/kk/mail.json';
import kkMailLog from '@/i18n/locales/kk/mail-log.json';
import kkMailTemplates from '@/i18n/locales/kk/mail-templates.json';
import kkNotifications from '@/i18n/locales/kk/notifications.json';
import kkPublic from '@/i18n/locales/kk/public.json';
import kkQueues from '@/i18n/locales/kk/queues.json';
import kkRegistration from '@/i18n/locales/kk/registration.json';
import kkSecurity from '@/i18n/locales/kk/security.json';
import kkSetPassword from '@/i18n/locales/kk/set-password.json';
import kkWorkflowAnalytics from '@/i18n/locales/kk/workflow-analytics.json';
import kkWorkflowFailures from '@/i18n/locales/kk/workflow-failures.json';
import ruApplications from '@/i18n/locales/ru/applications.json';
import ruAreas from '@/i18n/locales/ru/areas.json';
import ruAuth from '@/i18n/locales/ru/auth.json';
import ruCandidate from '@/i18n/locales/ru/candidate.json';
import ruCommon from '@/i18n/locales/ru/common.json';
import ruContact from '@/i18n/locales/ru/contact.json';
import ruHome from '@/i18n/locales/ru/home.json';
import ruInstruction from '@/i18n/locales/ru/instruction.json';
import ruMail from '@/i18n/locales/ru/mail.json';
import ruMailLog from '@/i18n/locales/ru/mail-log.json';
import ruMailTemplates from '@/i18n/locales/ru/mail-templates.json';
import ruNotifications from '@/i18n/locales/ru/notifications.json';
import ruPublic from '@/i18n/locales/ru/public.json';
import ruQueues from '@/i18n/locales/ru/queues.json';
import ruRegistration from '@/i18n/locales/ru/registration.json';
import ruSecurity from '@/i18n/locales/ru/security.json';
import ruSetPassword from '@/i18n/locales/ru/set-password.json';
import ruWorkflowAnalytics from '@/i18n/locales/ru/workflow-analytics.json';
import ruWorkflowFailures from '@/i18n/locales/ru/workflow-failures.json';

// Every text of both languages, for the tests (jest.setup.ts gives them to i18n at once, and locales.spec.ts
// checks them); the app itself fetches them per language and namespace (locale-files.ts). Server messages
// come from contracts as the `errors` namespace so api and web share one text per rule.
export const resources = {
  kk: {
    common: kkCommon,
    auth: kkAuth,
    home: kkHome,
    instruction: kkInstruction,
    public: kkPublic,
    areas: kkAreas,
    candidate: kkCandidate,
    registration: kkRegistration,
    contact: kkContact,
    mail: kkMail,
    'mail-log': kkMailLog,
    'mail-templates': kkMailTemplates,
    notifications: kkNotifications,
    queues: kkQueues,
    'set-password': kkSetPassword,
    security: kkSecurity,
    applications: kkApplications,
    'workflow-failures': kkWorkflowFailures,
    'workflow-analytics': kkWorkflowAnalytics,
    candidates: kkCandidates,
    'pre-course-tests': kkPreCourseTests,
    selection: kkSelection,
    'selection-admin': kkSelectionAdmin,
    'tests-admin': kkTestsAdmin,
    'courses-admin': kkCoursesAdmin,
    'practice-admin': kkPracticeAdmin,
    courses: kkCourses,
    'expert-register': kkExpertRegister,
    practice: kkPractice,
    'certificate-orders': kkCertificateOrders,
    statistics: kkStatistics,
    accounts: kkAccounts,
    audit: kkAudit,
    'audit-log': kkAuditLog,
    'data-access': kkDataAccess,
    'personal-data': kkPersonalData,
    errors: MESSAGES.kk,
  },
  ru: {
    common: ruCommon,
    auth: ruAuth,
    home: ruHome,
    instruction: ruInstruction,
    public: ruPublic,
    areas: ruAreas,
    candidate: ruCandidate,
    registration: ruRegistration,
    contact: ruContact,
    mail: ruMail,
    'mail-log': ruMailLog,
    'mail-templates': ruMailTemplates,
    notifications: ruNotifications,
    queues: ruQueues,
    'set-password': ruSetPassword,
    security: ruSecurity,
    applications: ruApplications,
    'workflow-failures': ruWorkflowFailures,
    'workflow-analytics': ruWorkflowAnalytics,
    candidates: ruCandidates,
    'pre-course-tests': ruPreCourseTests,
    selection: ruSelection,
    'selection-admin': ruSelectionAdmin,
    'tests-admin': ruTestsAdmin,
    'courses-admin': ruCoursesAdmin,
    'practice-admin': ruPracticeAdmin,
    courses: ruCourses,
    'expert-register': ruExpertRegister,
    practice: ruPractice,
    'certificate-orders': ruCertificateOrders,
    statistics: ruStatistics,
    accounts: ruAccounts,
    audit: ruAudit,
    'audit-log': ruAuditLog,
    'data-access': ruDataAccess,
    'personal-data': ruPersonalData,
    errors: MESSAGES.ru,
  },
};

export const NAMESPACES = Object.keys(resources.ru);
