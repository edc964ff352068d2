// Generated from GET /api/v1/openapi.json by `npm run api:types` (apps/api/test/api-types.int-spec.ts); do not edit.

export interface paths {
  '/api/v1/workflows': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The machines, with their instances counted per state */
    get: operations['WorkflowController_machines'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/workflows/{machine}/definition': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A machine as a directed graph, for diagrams (analysts and admins, whose screens draw them) */
    get: operations['WorkflowController_definition'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/workflows/{machine}/instances': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A machine’s instances the caller may read */
    get: operations['WorkflowController_instances'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/workflows/{machine}/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s own instance of a machine (a candidate’s pipeline), with the events they may send now */
    get: operations['WorkflowController_mine'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/workflow-instances/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An instance, with the events the caller may send now */
    get: operations['WorkflowController_instance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/workflow-instances/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An instance’s audit trail, oldest first */
    get: operations['WorkflowController_history'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/workflow-instances/{id}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send an event to an instance */
    post: operations['WorkflowController_send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/workflows/{machine}/events/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send one event to many instances; per-item results */
    post: operations['WorkflowController_bulk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/failed-outbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Outbox rows that used up their attempts, last failed first */
    get: operations['WorkflowAdminController_failedOutbox'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/failed-timers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Timers whose event failed every attempt, last failed first */
    get: operations['WorkflowAdminController_failedTimers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/failed-outbox/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Put a failed outbox row back to pending */
    post: operations['WorkflowAdminController_retryOutbox'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/failed-timers/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Put a failed timer back to pending */
    post: operations['WorkflowAdminController_retryTimer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Log in: an access and a refresh token */
    post: operations['AuthController_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/token/mfa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign-in, second step: the challenge and a TOTP or recovery code (after a setup, its first code) */
    post: operations['AuthController_loginWithCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/token/mfa/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign-in of a role that must enrol a second factor: the secret for the authenticator app */
    post: operations['AuthController_beginEnrolment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/token/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new token pair for a refresh token (the old one is spent) */
    post: operations['AuthController_refresh'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/token/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Log out */
    post: operations['AuthController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The expert register: users by name (10 a page) with their representative certificate (active over expired over revoked, then the later expiration and start), courses and application documents */
    get: operations['UsersController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The expert register with the same filters as a streamed .xlsx (experts_filtered.xlsx) */
    get: operations['UsersController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/progress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The candidates’ progress: each stage’s average in percent (pre-course tests: the latest finished attempt of each; interview, essay, graded practice) and their mean, best total first (none last), then by name; candidates (user, direct_enroll, expert) only, role__name narrows; each with their finished pre-course tests (tests). Analysts read no username (an applicant’s is their IIN): null, the username filter 403, the search in names only. A candidate (user, direct_enroll, expert) reads their own row only, whatever the filters */
    get: operations['UsersController_candidateProgress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s role */
    get: operations['UsersController_role'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s profile, with the education of the application the account came from */
    get: operations['UsersController_profile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Fill in the missing profile fields, pick the language of the portal’s mails (mail_language, at any time), change or remove the photo (image: null or empty removes it) */
    patch: operations['UsersController_updateProfile'];
    trace?: never;
  };
  '/api/v1/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A user the caller may see: themself; for admins anyone; for staff the applicants; for the deputy, the director and analysts also the users on certificate orders (analysts: names, role and dates only) */
    get: operations['UsersController_one'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/{id}/photo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A user’s photo: their own, or of a user the caller may see (not for analysts) */
    get: operations['UsersController_photo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A user’s documents (the files of their application): for themself, admins, and staff, the deputy and the director for a user they may see (not analysts) */
    get: operations['DocumentsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/teacher_category': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The list’s items (reject_reasons add `description`) */
    get: operations['ReferenceController_teacher_category_list'];
    put?: never;
    post: operations['ReferenceController_teacher_category_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/teacher_category/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ReferenceController_teacher_category_one'];
    put?: never;
    post?: never;
    delete: operations['ReferenceController_teacher_category_remove'];
    options?: never;
    head?: never;
    patch: operations['ReferenceController_teacher_category_update'];
    trace?: never;
  };
  '/api/v1/languages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The list’s items (reject_reasons add `description`) */
    get: operations['ReferenceController_languages_list'];
    put?: never;
    post: operations['ReferenceController_languages_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/languages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ReferenceController_languages_one'];
    put?: never;
    post?: never;
    delete: operations['ReferenceController_languages_remove'];
    options?: never;
    head?: never;
    patch: operations['ReferenceController_languages_update'];
    trace?: never;
  };
  '/api/v1/subjects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The list’s items (reject_reasons add `description`) */
    get: operations['ReferenceController_subjects_list'];
    put?: never;
    post: operations['ReferenceController_subjects_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/subjects/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ReferenceController_subjects_one'];
    put?: never;
    post?: never;
    delete: operations['ReferenceController_subjects_remove'];
    options?: never;
    head?: never;
    patch: operations['ReferenceController_subjects_update'];
    trace?: never;
  };
  '/api/v1/education_level': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The list’s items (reject_reasons add `description`) */
    get: operations['ReferenceController_education_level_list'];
    put?: never;
    post: operations['ReferenceController_education_level_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/education_level/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ReferenceController_education_level_one'];
    put?: never;
    post?: never;
    delete: operations['ReferenceController_education_level_remove'];
    options?: never;
    head?: never;
    patch: operations['ReferenceController_education_level_update'];
    trace?: never;
  };
  '/api/v1/reject_reasons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The list’s items (reject_reasons add `description`) */
    get: operations['ReferenceController_reject_reasons_list'];
    put?: never;
    post: operations['ReferenceController_reject_reasons_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reject_reasons/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ReferenceController_reject_reasons_one'];
    put?: never;
    post?: never;
    delete: operations['ReferenceController_reject_reasons_remove'];
    options?: never;
    head?: never;
    patch: operations['ReferenceController_reject_reasons_update'];
    trace?: never;
  };
  '/api/v1/applications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Applications, filtered and paged */
    get: operations['ApplicationsBackOfficeController_list'];
    put?: never;
    /** Submit an expert application with its documents (public) */
    post: operations['ApplicationsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/applications/bulk/sign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Staff: sign or refuse many applications; per-item results */
    post: operations['ApplicationsBackOfficeController_bulkSign'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/applications/bulk/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Deputy: approve many applications with one role; per-item results */
    post: operations['ApplicationsBackOfficeController_bulkApprove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/applications/bulk/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Deputy: reject many applications, each with its reason; per-item results */
    post: operations['ApplicationsBackOfficeController_bulkReject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/applications/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every application matching the list filters, as a streamed .xlsx */
    get: operations['ApplicationsBackOfficeController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/applications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One application with the signing events the caller may send now */
    get: operations['ApplicationsBackOfficeController_detail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/applications/{id}/sign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Staff: sign (decision approved) or refuse (decision rejected) */
    post: operations['ApplicationsBackOfficeController_sign'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/applications/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Deputy: approve with the resulting role (user or direct_enroll) */
    post: operations['ApplicationsBackOfficeController_approve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/applications/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Deputy: reject with a reason from reject_reasons and a comment */
    post: operations['ApplicationsBackOfficeController_reject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/applications/{id}/files/{field}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a document: back office (not analysts) and the applicant only */
    get: operations['ApplicationsBackOfficeController_document'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The database and Redis */
    get: operations['HealthController_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The process answers (liveness) */
    get: operations['HealthController_live'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** PostgreSQL, Redis, the file store and the migrations (readiness) */
    get: operations['HealthController_ready'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s notifications, newest first, with the unread count */
    get: operations['NotificationsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/notifications/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** New notifications as server-sent events, until the access token expires */
    get: operations['NotificationsController_stream'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark every notification read */
    post: operations['NotificationsController_readAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/notifications/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark one notification read */
    post: operations['NotificationsController_read'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/contact-messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The messages, newest first */
    get: operations['ContactController_list'];
    put?: never;
    /** Send a message from the landing page */
    post: operations['ContactController_send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every account, paged, filtered by role and status, searched by name, username or e-mail */
    get: operations['AccountAdminController_list'];
    put?: never;
    /** Create a back-office account; an invitation with a set-password link (72 h) is mailed */
    post: operations['AccountAdminController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One account */
    get: operations['AccountAdminController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Move a back-office account to another back-office role (its logins end) */
    patch: operations['AccountAdminController_changeRole'];
    trace?: never;
  };
  '/api/v1/accounts/{id}/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Deactivate an account, with a reason: every login of it ends at once */
    post: operations['AccountAdminController_deactivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/{id}/reactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reactivate a deactivated account (a reason is optional) */
    post: operations['AccountAdminController_reactivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/{id}/resend-invitation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a new set-password link; the previous one stops working */
    post: operations['AccountAdminController_resendInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/{id}/unlock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Lift the lock that failed logins put on an account */
    post: operations['AccountAdminController_unlock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/{id}/reset-mfa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove the second factor of an account (it enrols again at its next sign-in if its role needs one) */
    post: operations['AccountAdminController_resetMfa'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audit-log/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The entries the filters select, as a streamed .xlsx */
    get: operations['AuditLogController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Audit entries, newest first, by actor, subject, action and period (days in Kazakhstan time) */
    get: operations['AuditLogController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/me/security': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether my account has a second factor, and whether my role requires one */
    get: operations['MyAccountController_security'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/me/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change my password: every other login of mine ends, and a mail follows */
    post: operations['MyAccountController_changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/me/mfa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start enrolling an authenticator app: a new secret, confirmed by its first code */
    post: operations['MyAccountController_beginMfa'];
    /** Remove my second factor, with a current code or a recovery code */
    delete: operations['MyAccountController_removeMfa'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/me/mfa/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm the enrolment with a first code: the second factor is on, 10 recovery codes are shown once */
    post: operations['MyAccountController_confirmMfa'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/password-setup/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who a password-setup link is for */
    get: operations['PasswordSetupController_inspect'];
    put?: never;
    /** Set the password of a new account */
    post: operations['PasswordSetupController_complete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a reset link (valid 1 hour) to the account of a username or e-mail; the same 202 either way */
    post: operations['PasswordResetController_request'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/password-reset/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who a reset link is for */
    get: operations['PasswordResetController_inspect'];
    put?: never;
    /** Set a new password by a reset link: every login of the account ends, a mail follows */
    post: operations['PasswordResetController_complete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/mail-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every mail the portal wrote, newest first, with its delivery state; filtered by state, kind, address */
    get: operations['MailLogController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/mail-log/{id}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a mail again (sent, failed or only logged), with its Message-ID */
    post: operations['MailLogController_resend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/mail-templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every kind of mail in both languages with example data: subject, HTML and text parts, attachment */
    get: operations['MailTemplatesController_catalogue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_course_test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The pre-course tests; a candidate’s with whether they may start each and their attempt */
    get: operations['PreCourseTestsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_course_test/user_progress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s averages per stage and each pre-course test’s outcome */
    get: operations['PreCourseTestsController_progress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_course_test/questions/{qid}/answers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A question’s options (a candidate’s only once the attempt started; never which is correct) */
    get: operations['PreCourseTestsController_answers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_course_test/{id}/questions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A test’s questions with their options and the caller’s saved answers */
    get: operations['PreCourseTestsController_questions'];
    put?: never;
    /** Add a question with its options (both languages, two options at least, one correct) */
    post: operations['PreCourseTestsAdminController_addQuestion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_course_test/{id}/results': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s result at a test: points out of 100, passed or not, date, their answers */
    get: operations['PreCourseTestsController_results'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_course_test/{id}/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start the one attempt at a test: its deadline is the server’s */
    post: operations['PreCourseTestsController_start'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_course_test/{id}/answers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save one answer of the running attempt as it is chosen (an empty list clears it) */
    put: operations['PreCourseTestsController_saveAnswer'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_course_test/{id}/check_answers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Finish the attempt with these answers; the server grades what was saved */
    post: operations['PreCourseTestsController_checkAnswers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_course_test/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a test’s titles, descriptions or time limit (new attempts use it) */
    patch: operations['PreCourseTestsAdminController_patch'];
    trace?: never;
  };
  '/api/v1/pre_course_test/{id}/questions/{qid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replace a question’s texts and options */
    put: operations['PreCourseTestsAdminController_replaceQuestion'];
    post?: never;
    /** Delete a question */
    delete: operations['PreCourseTestsAdminController_deleteQuestion'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_course_interviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Admins: every interview with its counts and invited users (each with their grade), the latest first; a candidate: only the interviews they were invited to, with themselves as the one user; fields of each: id, name, name_kk, interview_time, link, type, users */
    get: operations['InterviewsController_list'];
    put?: never;
    /** Create an interview: name, date and time (Kazakhstan’s when no zone is given), http(s) link */
    post: operations['InterviewsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_course_interviews/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An interview with its invited users and each one’s grade */
    get: operations['InterviewsController_detail'];
    put?: never;
    post?: never;
    /** Cancel an interview: each invited candidate gets the cancellation of their calendar invitation, and can be invited to another interview */
    delete: operations['InterviewsController_cancel'];
    options?: never;
    head?: never;
    /** Change an interview’s name, time or link (any of them, checked as on creation); a new time or link is mailed to the invited candidates not graded yet, with an updated calendar invitation */
    patch: operations['InterviewsController_update'];
    trace?: never;
  };
  '/api/v1/pre_course_interviews/{id}/add_users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Invite candidates at the interview stage; anyone else refuses the request, naming them; users invited already are skipped */
    post: operations['InterviewsController_addUsers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_course_interviews/{id}/candidates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The picker: candidates at the interview stage not yet invited to this interview */
    get: operations['InterviewsController_candidates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_course_interviews/{id}/grades': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The grades given at an interview */
    get: operations['InterviewsController_listGrades'];
    put?: never;
    /** Grade an invited user once: approved is passed with 100 (the pipeline moves to the essay), rejected is failed with 0 (the pipeline fails) */
    post: operations['InterviewsController_grade'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_essay_theme': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The essay themes in both languages */
    get: operations['EssayThemesController_list'];
    put?: never;
    /** Add a theme: its Russian and Kazakh names */
    post: operations['EssayThemesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_essay_theme/{id}/choose_theme': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A candidate at the essay stage chooses this theme (the body is not read); it may change until the essay file is uploaded */
    post: operations['EssayThemesController_choose'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_essay_meeting': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Admins: every meeting with its users; a candidate: the meetings they were added to and those of the theme they chose (empty when none) */
    get: operations['EssayMeetingsController_list'];
    put?: never;
    /** Create a meeting: a theme, an http(s) link and a date and time */
    post: operations['EssayMeetingsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_essay_meeting/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a meeting (its users are released) */
    delete: operations['EssayMeetingsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_essay_meeting/{id}/add_users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add candidates at the essay stage; anyone else refuses the request, naming them; users added already are skipped */
    post: operations['EssayMeetingsController_addUsers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_essay_meeting/{id}/candidates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The picker: candidates at the essay stage not yet added to this meeting */
    get: operations['EssayMeetingsController_candidates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_user_essay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Admins: the uploaded essays, the latest first; a candidate: their own essay */
    get: operations['UserEssaysController_list'];
    put?: never;
    /** Upload the essay (a candidate at the essay stage with a chosen theme); it replaces an earlier upload until graded */
    post: operations['UserEssaysController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_user_essay/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The essay file, to its author and to admins */
    get: operations['UserEssaysController_file'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_user_essay/{id}/grade': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Grade an essay once, 0–100 (a comma may separate decimals): passed from 50; the pipeline moves to theory, or fails below 50 */
    post: operations['UserEssaysController_grade'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Courses, newest first; search in both titles and both descriptions */
    get: operations['CoursesController_list'];
    put?: never;
    /** Create a course (multipart): both titles required */
    post: operations['CoursesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/names': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every course for a select (the admin’s screens, and the director’s certificate issue page) */
    get: operations['CoursesController_names'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/own': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's courses, each with its status (completed once their practice passed) */
    get: operations['CoursesController_own'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A course: admins any, with every enrolled user, completed once each of them completed it; a user one they are enrolled in (404 otherwise), with themselves and where they stand */
    get: operations['CoursesController_one'];
    put?: never;
    post?: never;
    /** Delete a course with its lessons, tests and files */
    delete: operations['CoursesController_remove'];
    options?: never;
    head?: never;
    /** Edit a course (multipart or JSON): the fields sent; a file part replaces that file */
    patch: operations['CoursesController_update'];
    trace?: never;
  };
  '/api/v1/courses/{id}/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The course's cover, to admins and its users */
    get: operations['CoursesController_image'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/certificate_template/{language}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A certificate template, Russian or Kazakh */
    get: operations['CoursesController_certificateTemplate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/add_users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Enrol users: candidates or directly enrolled users only (others refuse the request, naming them); users enrolled already are skipped */
    post: operations['CourseUsersController_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/candidates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The add-users picker: candidates and directly enrolled users not in the course yet (10 a page) */
    get: operations['CourseUsersController_candidates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The course's users by name (500 a page unless asked), with their pipeline's stage */
    get: operations['CourseUsersController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/users/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The course's users as a streamed .xlsx */
    get: operations['CourseUsersController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/lessons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The lessons the caller sees, by date and time: admins all; users the published ones, the non-public ones once their pipeline reached theory (direct_enroll: always) */
    get: operations['LessonsController_list'];
    put?: never;
    /** Add a lesson: title, date and time; link and file link optional (http or https) */
    post: operations['LessonsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/lessons/{lessonId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a lesson with its files and test */
    delete: operations['LessonsController_remove'];
    options?: never;
    head?: never;
    /** Edit a lesson: the fields sent */
    patch: operations['LessonsController_update'];
    trace?: never;
  };
  '/api/v1/courses/{id}/lessons/{lessonId}/upload_files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add files to a lesson (multipart, repeated `files`): at least one */
    post: operations['LessonsController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/lessons/{lessonId}/files/{fileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A file of a lesson the caller sees, under its original name */
    get: operations['LessonsController_download'];
    put?: never;
    post?: never;
    /** Delete a file of a lesson */
    delete: operations['LessonsController_removeFile'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/lessons/{lessonId}/download_all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One zip of a lesson's files */
    get: operations['LessonsController_lessonZip'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/download_all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One zip of the course: a folder per lesson the caller sees, numbered by date ("01 <title>/") */
    get: operations['LessonsController_courseZip'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/lessons/{lessonId}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The lesson's test as a list: empty, or its one test with questions */
    get: operations['LessonTestsController_list'];
    put?: never;
    /** Create the lesson's test: both titles (a lesson has one test; a second is refused) */
    post: operations['LessonTestsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/lessons/{lessonId}/test/{testId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A lesson test with its questions */
    get: operations['LessonTestsController_one'];
    put?: never;
    post?: never;
    /** Delete a lesson test with its questions and results */
    delete: operations['LessonTestsController_remove'];
    options?: never;
    head?: never;
    /** Rename a lesson test */
    patch: operations['LessonTestsController_update'];
    trace?: never;
  };
  '/api/v1/courses/{id}/lessons/{lessonId}/test/{testId}/questions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The questions with their options (is_correct: admins, and a user after their attempt) */
    get: operations['LessonTestsController_questions'];
    put?: never;
    /** Add a question: both titles; its options too when sent (two or more, one correct at least) */
    post: operations['LessonTestsController_addQuestion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/lessons/{lessonId}/test/{testId}/questions/{qid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replace a question with all its options in one transaction (the question editor) */
    put: operations['LessonTestsController_replaceQuestion'];
    post?: never;
    /** Delete a question */
    delete: operations['LessonTestsController_removeQuestion'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/lessons/{lessonId}/test/{testId}/questions/{qid}/answers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A question's options (is_correct: admins, and a user after their attempt) */
    get: operations['LessonTestsController_answers'];
    put?: never;
    /** Add an option to a question: both titles */
    post: operations['LessonTestsController_addAnswer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/lessons/{lessonId}/test/{testId}/questions/{qid}/answers/{aid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete an option */
    delete: operations['LessonTestsController_removeAnswer'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/lessons/{lessonId}/test/{testId}/check_answers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Submit the one attempt: graded out of 100 by the server; the answer reveals the correct options */
    post: operations['LessonTestsController_checkAnswers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/lessons/{lessonId}/test/{testId}/results': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's result (admins: ?user=id); 404 with a detail until there is one */
    get: operations['LessonTestsController_result'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/practice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Admins: every task with its course, files, users and answer counts, the latest first; a candidate or direct_enroll user: the tasks they are attached to, each with their own answer */
    get: operations['PracticeTasksController_list'];
    put?: never;
    /** Create a task on a course: title, instruction, deadline and course all required (JSON, or multipart with repeated `files`) */
    post: operations['PracticeTasksController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/practice/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A task: to admins with its users and counts, to an attached user with their own answer */
    get: operations['PracticeTasksController_one'];
    put?: never;
    post?: never;
    /** Delete a task with its files; refused once it has answers */
    delete: operations['PracticeTasksController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/practice/{id}/files/{fileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A task file under its original name, to admins and to the users attached to the task */
    get: operations['PracticeTasksController_file'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/practice/{id}/add_users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Attach users enrolled in the task’s course: one at theory moves to practice (`practice.assign`), one in practice already is attached; anyone else refuses the request, naming them; users attached already are skipped */
    post: operations['PracticeTasksController_addUsers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/practice/{id}/candidates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The add-users modal: users enrolled in the task’s course, at theory or practice, not attached yet (10 a page; up to 500 for select-all) */
    get: operations['PracticeTasksController_candidates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/practice/{id}/answer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s own answer to a task they are attached to (404 before they send one) */
    get: operations['PracticeAnswersController_own'];
    put?: never;
    /** Send the answer files (an attached user at the practice stage, before the deadline); they replace the files sent before, until the answer is graded */
    post: operations['PracticeAnswersController_submit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/practice/{id}/answer/{answerId}/files/{fileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An answer file under its original name, to the answer’s author and to admins */
    get: operations['PracticeAnswersController_file'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/practice/{id}/answers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A task’s answers in the order they came (100 a page); `ungraded=1` keeps those to grade */
    get: operations['PracticeAnswersController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/practice/{id}/answer/{answerId}/grade-user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Grade an answer once, 0–100 (a comma may separate decimals): passed from 65, the pipeline moves to awaiting the certificate and the course is completed; lower fails the pipeline */
    put: operations['PracticeAnswersController_grade'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificate-issuances': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The orders, newest first: of a course, searched in their numbers, course and users’ names, or only those with users awaiting the deputy, the director or the issue (`awaiting=director&page_size=1` is the director dashboard’s count) */
    get: operations['CertificateOrdersController_list'];
    put?: never;
    /** Create an order for every user eligible on the course, with the Russian and Kazakh order numbers; a double submission creates one order */
    post: operations['CertificateOrdersController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificate-issuances/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An order with every user and their step */
    get: operations['CertificateOrdersController_one'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificate-issuances/{id}/approve_by_deputy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The deputy signs users of the order (`user_id`, or `user_ids` for many at once; all or nothing): they then await the director */
    post: operations['CertificateOrdersController_approveByDeputy'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificate-issuances/{id}/approve_by_director': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The director approves users the deputy signed (`user_id`, or `user_ids` for many at once; all or nothing): their certificates may then be issued */
    post: operations['CertificateOrdersController_approveByDirector'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificate-issuances/{id}/approved-by-deputy-users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The users the deputy signed who await the director, in the order’s order (10 a page) */
    get: operations['CertificateOrdersController_approvedByDeputy'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/eligible_for_certificate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Users ready for a certificate of the course: completed it, waiting for the certificate, on no order of the course yet; by name, 10 a page */
    get: operations['CourseCertificatesController_eligible'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/generate_certificate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Issue the certificates of every approved user on the course’s orders, with these dates: the certificates are created, their documents queued and the users become experts, all at once */
    post: operations['CourseCertificatesController_generate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Certificates, newest first: an admin reads everyone’s or one user’s (user_id or user); anyone else only their own (me=1 asks for one’s own too) */
    get: operations['CertificatesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificates/my': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s own certificates, newest first */
    get: operations['CertificatesController_my'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificates/issuer/jwks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The issuer’s public keys (JWKS) that verify the certificates’ credentials */
    get: operations['CertificatesController_jwks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificates/status/{list}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A revocation list of the certificates’ credentials (W3C Bitstring Status List v1.0): a BitstringStatusListCredential, EdDSA-signed vc+jwt like the credentials, cacheable for 5 minutes */
    get: operations['CertificatesController_statusList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificates/search/{uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A certificate by its uuid, for anyone: name, course, dates, numbers, status (revoked with its date and reason), issuer and the documents’ hashes; never the IIN, e-mail or phone */
    get: operations['CertificatesController_publicView'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificates/search/{uuid}/file/{language}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A certificate’s PDF in Russian or Kazakh, for anyone holding its uuid */
    get: operations['CertificatesController_publicFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificates/search/{uuid}/credential': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The certificate’s Open Badges 3.0 credential, an EdDSA-signed vc+jwt that verifies against certificates/issuer/jwks/ */
    get: operations['CertificatesController_credential'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificates/{id}/file/{language}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A certificate’s PDF in Russian or Kazakh: its owner, admins, the director and the deputy */
    get: operations['CertificatesController_file'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificates/{id}/docx/{language}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A certificate’s filled Word template in Russian or Kazakh (admins) */
    get: operations['CertificatesController_docx'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificates/{id}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revoke a certificate with a reason (shown on its public page) */
    post: operations['CertificatesController_revoke'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificates/{id}/regenerate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Generate the documents again (same uuid, serial and dates; the current hashes move to previous_hashes); the documents follow from the worker */
    post: operations['CertificatesController_regenerate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_course_test/statistics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Per pre-course test, the candidates who passed or failed it (their latest finished attempt) and the pass percent; how many candidates of the selection track took a test and how many did not */
    get: operations['StatisticsController_summary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pre_course_test/statistics/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Item analysis of a test over each candidate’s latest finished attempt: per question its facility, discrimination (corrected item-total correlation) and flags (judged from 5 attempts on); the mean, standard deviation and KR-20 reliability of the test */
    get: operations['StatisticsController_itemAnalysis'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/statistics/funnel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The funnel of the applications sent from `from` to `to` (Kazakhstan days, each optional): applications, approved, tests passed, interview passed, essay passed, theory, practice passed, certified; each step a subset of the one before (direct enrolment counts as passing the selection). Its certified step over all applications is the director dashboard’s certificate card */
    get: operations['StatisticsController_funnel'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/workflows/{machine}/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Per state: instances in it now, the median and 90th percentile time of the stays that ended in the period and, with a threshold, the instances waiting longer; per transition: how often it was taken */
    get: operations['WorkflowAnalyticsController_overview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/workflows/{machine}/states/{state}/instances': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The instances in a state now, longest waiting first, with the time they entered it */
    get: operations['WorkflowAnalyticsController_stateInstances'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/workflows/{machine}/instances/{id}/trail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An instance’s state, the safe view of its context and its timeline with actor names */
    get: operations['WorkflowAnalyticsController_trail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/queues/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A cookie for the queue dashboard (15 minutes) and its address */
    post: operations['QueueAdminController_session'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/api-docs/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A cookie for the API documentation (15 minutes; needed where API_DOCS=admins) and its address */
    post: operations['QueueAdminController_apiDocsSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/failed-jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Queue jobs that used up their attempts, last failed first */
    get: operations['QueueAdminController_failedJobs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personal-data-access/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The entries the filters select, as a streamed .xlsx */
    get: operations['DataAccessController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/personal-data-access': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reads of personal data, newest first, by subject (a user: their account’s and their application’s), actor, kind and period (days in Kazakhstan time, `to` included) */
    get: operations['DataAccessController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/me/data-access': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who in the ministry read my personal data: when, what, and the reader’s role (no names), newest first */
    get: operations['MyPersonalDataController_dataAccess'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/me/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Everything the portal holds on me, as one zip streamed as it is made: data.json (account, application, results, certificates, notifications, mails, who read my data, my account’s history) and my files */
    get: operations['MyPersonalDataController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/me/erasure-request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My latest request to erase my personal data (an empty answer: none yet) */
    get: operations['MyPersonalDataController_erasureRequest'];
    put?: never;
    /** Ask for my personal data to be erased: an admin grants or refuses it, and I hear of it by mail */
    post: operations['MyPersonalDataController_requestErasure'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/erasure-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Erasure requests, pending first then newest, by status; a pending one says what granting it would erase and what must be kept */
    get: operations['ErasureRequestsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/erasure-requests/{id}/decide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Grant (the person’s data is erased at once) or refuse a pending request, with a reason; the person is told by mail */
    post: operations['ErasureRequestsController_decide'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description An error: { detail } or { field: [message] } */
    ApiError:
      | ({
          detail: string;
        } & {
          [key: string]: unknown;
        })
      | {
          [key: string]: string[];
        };
    DiagramNode: {
      id: string;
      key: string;
      /** @enum {string} */
      type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
      tags: string[];
      initial: string | null;
      description: string | null;
      children: components['schemas']['DiagramNode'][];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  WorkflowController_machines: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            version: number;
            total: number;
            counts: {
              [key: string]: number;
            };
          }[];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  WorkflowController_definition: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        machine: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            version: number | null;
            initial: string | null;
            states: components['schemas']['DiagramNode'][];
            transitions: {
              source: string;
              targets: string[];
              event: string;
              /** @enum {string} */
              kind: 'event' | 'always' | 'after' | 'done' | 'error';
              guard: string | null;
              guard_params: unknown;
              roles: (
                | 'admin'
                | 'director'
                | 'deputy'
                | 'staff'
                | 'expert'
                | 'direct_enroll'
                | 'user'
                | 'analyst'
                | 'visitor'
                | 'system'
              )[];
              reenter: boolean;
            }[];
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  WorkflowController_instances: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        state?: string;
        search?: string;
      };
      header?: never;
      path: {
        machine: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: string;
              business_key: string;
              owner_user_id: number | null;
              owner_name: string | null;
              owner_email: string | null;
              status: string;
              state_path: string;
              projection: unknown;
              revision: number;
              /** Format: date-time */
              updated_at: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  WorkflowController_mine: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        machine: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            machine: string;
            version: number;
            business_key: string;
            owner_user_id: number | null;
            status: string;
            state: unknown;
            state_path: string;
            tags: string[];
            context: unknown;
            projection: unknown;
            revision: number;
            allowed_events: {
              type: string;
              /** @description JSON schema of the payload the sender provides */
              schema: unknown;
            }[];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  WorkflowController_instance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number | string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            machine: string;
            version: number;
            business_key: string;
            owner_user_id: number | null;
            status: string;
            state: unknown;
            state_path: string;
            tags: string[];
            context: unknown;
            projection: unknown;
            revision: number;
            allowed_events: {
              type: string;
              /** @description JSON schema of the payload the sender provides */
              schema: unknown;
            }[];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  WorkflowController_history: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number | string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            revision: number;
            type: string;
            payload: unknown;
            actor: {
              id: number | null;
              role: string;
              name: string | null;
            };
            from_state: string | null;
            to_state: string;
            /** Format: date-time */
            at: string;
          }[];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  WorkflowController_send: {
    parameters: {
      query?: never;
      header?: {
        /** @description A retried call with the same key is answered as the first was, without acting twice */
        'idempotency-key'?: string;
      };
      path: {
        id: number | string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          type: string;
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            machine: string;
            version: number;
            business_key: string;
            owner_user_id: number | null;
            status: string;
            state: unknown;
            state_path: string;
            tags: string[];
            context: unknown;
            projection: unknown;
            revision: number;
            allowed_events: {
              type: string;
              /** @description JSON schema of the payload the sender provides */
              schema: unknown;
            }[];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  WorkflowController_bulk: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        machine: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          instance_ids: string[];
          event: {
            type: string;
          } & {
            [key: string]: unknown;
          };
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              id: string;
              ok: boolean;
              status: number;
              instance?: {
                id: string;
                machine: string;
                version: number;
                business_key: string;
                owner_user_id: number | null;
                status: string;
                state: unknown;
                state_path: string;
                tags: string[];
                context: unknown;
                projection: unknown;
                revision: number;
                allowed_events: {
                  type: string;
                  /** @description JSON schema of the payload the sender provides */
                  schema: unknown;
                }[];
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
              };
              /** @description The error body the call alone would answer */
              error?: unknown;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  WorkflowAdminController_failedOutbox: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: string;
              instance_id: string;
              machine: string;
              effect: string;
              attempts: number;
              last_error: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              failed_at: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  WorkflowAdminController_failedTimers: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: string;
              instance_id: string;
              machine: string;
              key: string;
              event: string;
              attempts: number;
              last_error: string | null;
              /** Format: date-time */
              due_at: string;
              /** Format: date-time */
              failed_at: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  WorkflowAdminController_retryOutbox: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number | string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            attempts: number;
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  WorkflowAdminController_retryTimer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number | string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            attempts: number;
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  AuthController_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          username: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            access: string;
            refresh: string;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A wrong username or password ({detail}); or a right password of an account with a second factor (or whose role must enrol one): `{code, mfa_token, detail}`, the second step at POST /token/mfa/ */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            code: 'mfa_required' | 'mfa_setup_required';
            mfa_token: string;
            detail: string;
          };
        };
      };
      /** @description Too many attempts, or locked after failed logins */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  AuthController_loginWithCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          mfa_token: string;
          code: string;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            access: string;
            refresh: string;
            recovery_codes?: string[];
          };
        };
      };
      /** @description Bad code format */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Wrong code, or the challenge expired, was used or had 5 wrong codes */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Redis unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  AuthController_beginEnrolment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          mfa_token: string;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            secret: string;
            otpauth_url: string;
            qr_svg: string;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The challenge expired or is not a setup challenge */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  AuthController_refresh: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          refresh: string;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            access: string;
            refresh: string;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unknown, spent or expired refresh token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  AuthController_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  UsersController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        search?: string;
        with_certificate?: '0' | '1' | 'true' | 'false';
        course?: number;
        role__name?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              name: string;
              username: string;
              email: string;
              phone: string;
              workplace: string;
              iin: string;
              id_number: string;
              /** @enum {string} */
              role:
                'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
              expertized_date: string | null;
              certificate: {
                id: number;
                /** Format: uuid */
                uuid: string;
                serial_number: string;
                /** @enum {string} */
                status: 'active' | 'expired' | 'revoked';
                start_date: string;
                expiration_date: string;
                act_number: string;
                act_number_kk: string;
                course: {
                  id: number;
                  title: string;
                  title_kk: string;
                };
                academic_hours: number | null;
                education_type: string;
                education_type_kk: string;
                file: string | null;
                verify_url: string;
              } | null;
              current_course: {
                id: number;
                title: string;
                title_kk: string;
              } | null;
              courses: {
                id: number;
                title: string;
                title_kk: string;
              }[];
              documents: {
                education_diploma: string | null;
                academic_degree_certificate: string | null;
                identity_doc: string | null;
              };
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  UsersController_export: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        search?: string;
        with_certificate?: '0' | '1' | 'true' | 'false';
        course?: number;
        role__name?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The register as an .xlsx workbook, sheet Experts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  UsersController_candidateProgress: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        role__name?:
          'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
        username?: string;
        first_name?: string;
        last_name?: string;
        date_joined?: string;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              name: string;
              /** @description The login; null for analysts (an applicant’s login is their IIN) */
              username: string | null;
              avg_precourse: number | null;
              avg_interview: number | null;
              avg_essay: number | null;
              avg_practice: number | null;
              total_avg: number | null;
              tests: {
                id: number;
                title: string;
                title_kk: string;
                score: number;
                passed: boolean;
              }[];
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  UsersController_role: {
    parameters: {
      query?: {
        /** @description A cache buster, ignored */
        _t?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            role: 'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  UsersController_profile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            username: string;
            name: string;
            first_name: string;
            last_name: string;
            email: string | null;
            phone: string | null;
            workplace: string | null;
            id_number: string | null;
            iin: string | null;
            iik: string | null;
            bank: string | null;
            address: string | null;
            image: string | null;
            /** @enum {string} */
            role: 'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
            expertized_date: string | null;
            application: number | null;
            /** Format: date-time */
            date_joined: string;
            education: {
              education_level: {
                id: number;
                name_ru: string;
                name_kk: string;
              };
              level: string;
              subject: {
                id: number;
                name_ru: string;
                name_kk: string;
              };
              subject2: {
                id: number;
                name_ru: string;
                name_kk: string;
              } | null;
              teacher_category: {
                id: number;
                name_ru: string;
                name_kk: string;
              };
              academic_status: boolean;
            } | null;
            /**
             * @description The language of the mails to this account: the one picked in the profile, else the language the application was sent in, else ru
             * @enum {string}
             */
            mail_language: 'kk' | 'ru';
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  UsersController_updateProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          address?: string;
          iin?: string;
          iik?: string;
          bank?: string;
          /** @enum {string} */
          mail_language?: 'kk' | 'ru';
          /**
           * Format: binary
           * @description A jpg or png photo, at most 5 MB (checked by content)
           */
          image?: Blob;
        };
        'application/json': {
          address?: string;
          iin?: string;
          iik?: string;
          bank?: string;
          /** @enum {string} */
          mail_language?: 'kk' | 'ru';
          image?: null | '';
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            username: string;
            name: string;
            first_name: string;
            last_name: string;
            email: string | null;
            phone: string | null;
            workplace: string | null;
            id_number: string | null;
            iin: string | null;
            iik: string | null;
            bank: string | null;
            address: string | null;
            image: string | null;
            /** @enum {string} */
            role: 'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
            expertized_date: string | null;
            application: number | null;
            /** Format: date-time */
            date_joined: string;
            education: {
              education_level: {
                id: number;
                name_ru: string;
                name_kk: string;
              };
              level: string;
              subject: {
                id: number;
                name_ru: string;
                name_kk: string;
              };
              subject2: {
                id: number;
                name_ru: string;
                name_kk: string;
              } | null;
              teacher_category: {
                id: number;
                name_ru: string;
                name_kk: string;
              };
              academic_status: boolean;
            } | null;
            /**
             * @description The language of the mails to this account: the one picked in the profile, else the language the application was sent in, else ru
             * @enum {string}
             */
            mail_language: 'kk' | 'ru';
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The profile is complete, so locked (but for mail_language and the photo) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A photo over 5 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  UsersController_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            username: string;
            name: string;
            first_name: string;
            last_name: string;
            email: string | null;
            phone: string | null;
            workplace: string | null;
            id_number: string | null;
            iin: string | null;
            iik: string | null;
            bank: string | null;
            address: string | null;
            image: string | null;
            /** @enum {string} */
            role: 'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
            expertized_date: string | null;
            application: number | null;
            /** Format: date-time */
            date_joined: string;
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  UsersController_photo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The photo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': Blob;
          'image/png': Blob;
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  DocumentsController_list: {
    parameters: {
      query: {
        page?: number;
        page_size?: number;
        object_id: number;
        content_type: 'user';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              /** @enum {string} */
              content_type: 'user';
              object_id: number;
              /** @enum {string} */
              field:
                | 'identity_doc'
                | 'employment_certificate'
                | 'academic_degree_certificate'
                | 'education_diploma'
                | 'education_diploma2'
                | 'education_diploma3'
                | 'best_teacher_certificate'
                | 'other_certificate';
              name: string;
              file: string;
              mime: string;
              size: number;
              /** Format: date-time */
              created_at: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_teacher_category_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: 'order' | '-order' | 'name_ru' | 'name_kk' | 'id';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              order: number;
              /** @description The name in the request’s language */
              name: string;
              name_ru: string;
              name_kk: string;
              /** @description Same as name_kk */
              name_kz: string;
              name_en: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_teacher_category_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          order: number;
          name_ru: string;
          name_kk: string;
          /** @default  */
          name_en?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order: number;
            /** @description The name in the request’s language */
            name: string;
            name_ru: string;
            name_kk: string;
            /** @description Same as name_kk */
            name_kz: string;
            name_en: string;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_teacher_category_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order: number;
            /** @description The name in the request’s language */
            name: string;
            name_ru: string;
            name_kk: string;
            /** @description Same as name_kk */
            name_kz: string;
            name_en: string;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_teacher_category_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_teacher_category_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          order?: number;
          name_ru?: string;
          name_kk?: string;
          /** @default  */
          name_en?: string;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order: number;
            /** @description The name in the request’s language */
            name: string;
            name_ru: string;
            name_kk: string;
            /** @description Same as name_kk */
            name_kz: string;
            name_en: string;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_languages_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: 'order' | '-order' | 'name_ru' | 'name_kk' | 'id';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              order: number;
              /** @description The name in the request’s language */
              name: string;
              name_ru: string;
              name_kk: string;
              /** @description Same as name_kk */
              name_kz: string;
              name_en: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_languages_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          order: number;
          name_ru: string;
          name_kk: string;
          /** @default  */
          name_en?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order: number;
            /** @description The name in the request’s language */
            name: string;
            name_ru: string;
            name_kk: string;
            /** @description Same as name_kk */
            name_kz: string;
            name_en: string;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_languages_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order: number;
            /** @description The name in the request’s language */
            name: string;
            name_ru: string;
            name_kk: string;
            /** @description Same as name_kk */
            name_kz: string;
            name_en: string;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_languages_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_languages_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          order?: number;
          name_ru?: string;
          name_kk?: string;
          /** @default  */
          name_en?: string;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order: number;
            /** @description The name in the request’s language */
            name: string;
            name_ru: string;
            name_kk: string;
            /** @description Same as name_kk */
            name_kz: string;
            name_en: string;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_subjects_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: 'order' | '-order' | 'name_ru' | 'name_kk' | 'id';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              order: number;
              /** @description The name in the request’s language */
              name: string;
              name_ru: string;
              name_kk: string;
              /** @description Same as name_kk */
              name_kz: string;
              name_en: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_subjects_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          order: number;
          name_ru: string;
          name_kk: string;
          /** @default  */
          name_en?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order: number;
            /** @description The name in the request’s language */
            name: string;
            name_ru: string;
            name_kk: string;
            /** @description Same as name_kk */
            name_kz: string;
            name_en: string;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_subjects_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order: number;
            /** @description The name in the request’s language */
            name: string;
            name_ru: string;
            name_kk: string;
            /** @description Same as name_kk */
            name_kz: string;
            name_en: string;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_subjects_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_subjects_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          order?: number;
          name_ru?: string;
          name_kk?: string;
          /** @default  */
          name_en?: string;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order: number;
            /** @description The name in the request’s language */
            name: string;
            name_ru: string;
            name_kk: string;
            /** @description Same as name_kk */
            name_kz: string;
            name_en: string;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_education_level_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: 'order' | '-order' | 'name_ru' | 'name_kk' | 'id';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              order: number;
              /** @description The name in the request’s language */
              name: string;
              name_ru: string;
              name_kk: string;
              /** @description Same as name_kk */
              name_kz: string;
              name_en: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_education_level_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          order: number;
          name_ru: string;
          name_kk: string;
          /** @default  */
          name_en?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order: number;
            /** @description The name in the request’s language */
            name: string;
            name_ru: string;
            name_kk: string;
            /** @description Same as name_kk */
            name_kz: string;
            name_en: string;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_education_level_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order: number;
            /** @description The name in the request’s language */
            name: string;
            name_ru: string;
            name_kk: string;
            /** @description Same as name_kk */
            name_kz: string;
            name_en: string;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_education_level_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_education_level_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          order?: number;
          name_ru?: string;
          name_kk?: string;
          /** @default  */
          name_en?: string;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order: number;
            /** @description The name in the request’s language */
            name: string;
            name_ru: string;
            name_kk: string;
            /** @description Same as name_kk */
            name_kz: string;
            name_en: string;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_reject_reasons_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        ordering?: 'order' | '-order' | 'name_ru' | 'name_kk' | 'id';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              order: number;
              /** @description The name in the request’s language */
              name: string;
              name_ru: string;
              name_kk: string;
              /** @description Same as name_kk */
              name_kz: string;
              name_en: string;
              description: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_reject_reasons_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          order: number;
          name_ru: string;
          name_kk: string;
          /** @default  */
          name_en?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order: number;
            /** @description The name in the request’s language */
            name: string;
            name_ru: string;
            name_kk: string;
            /** @description Same as name_kk */
            name_kz: string;
            name_en: string;
            description: string;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_reject_reasons_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order: number;
            /** @description The name in the request’s language */
            name: string;
            name_ru: string;
            name_kk: string;
            /** @description Same as name_kk */
            name_kz: string;
            name_en: string;
            description: string;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_reject_reasons_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ReferenceController_reject_reasons_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          order?: number;
          name_ru?: string;
          name_kk?: string;
          /** @default  */
          name_en?: string;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order: number;
            /** @description The name in the request’s language */
            name: string;
            name_ru: string;
            name_kk: string;
            /** @description Same as name_kk */
            name_kz: string;
            name_en: string;
            description: string;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ApplicationsBackOfficeController_list: {
    parameters: {
      query?: {
        page?: number;
        /** @description 1 to 500, 20 when not given (the screens offer 10, 20, 50, 100) */
        page_size?: number;
        /** @description The original client’s name of page_size */
        pageSize?: number;
        status?: 'waiting' | 'signed' | 'rejected';
        awaiting?: 'staff' | 'deputy';
        approved?: '0' | '1' | 'true' | 'false' | 'True' | 'False';
        signed_by_staff?: '0' | '1' | 'true' | 'false' | 'True' | 'False';
        level?: string;
        education_level__name?: string;
        approbations__decision?: 'approved' | 'rejected' | 'pending';
        search?: string;
        subject__name__icontains?: string;
        has_academic_degree_certificate?: '0' | '1' | 'true' | 'false' | 'True' | 'False';
        created_at_after?: string;
        created_at_before?: string;
        phone?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              user: number | null;
              name: string;
              email: string;
              /** @description +7 and 10 digits */
              phone: string;
              id_number: string;
              iin: string;
              iik: string;
              bank: string;
              address: string;
              workplace: string;
              academic_status: boolean;
              /** @enum {string} */
              status: 'waiting' | 'signed' | 'rejected';
              /** @enum {string|null} */
              awaiting: 'staff' | 'deputy' | null;
              approved: boolean;
              /** @enum {string|null} */
              approved_role: 'user' | 'direct_enroll' | null;
              signed_by_staff: boolean;
              staff_signed: boolean;
              /** Format: date-time */
              signed_by_staff_at: string | null;
              signed_by_deputy: boolean;
              deputy_signed: boolean;
              /** Format: date-time */
              signed_by_deputy_at: string | null;
              /** @enum {string|null} */
              rejected_by: 'staff' | 'deputy' | null;
              /** Format: date-time */
              rejected_at: string | null;
              rejection_reason: {
                id: number;
                description: string;
              } | null;
              rejection_comment: string | null;
              approbations: {
                /** @enum {string} */
                by: 'staff' | 'deputy';
                /** @enum {string} */
                decision: 'approved' | 'rejected';
                user_id: number | null;
                /** Format: date-time */
                at: string;
              }[];
              language: {
                id: number;
                name: string;
                name_ru: string;
                name_kk: string;
              };
              language_learn: {
                id: number;
                name: string;
                name_ru: string;
                name_kk: string;
              };
              education_level: {
                id: number;
                name: string;
                name_ru: string;
                name_kk: string;
              };
              subject: {
                id: number;
                name: string;
                name_ru: string;
                name_kk: string;
              };
              subject2: {
                id: number;
                name: string;
                name_ru: string;
                name_kk: string;
              } | null;
              teacher_category: {
                id: number;
                name: string;
                name_ru: string;
                name_kk: string;
              };
              level: string;
              has_academic_degree_certificate: boolean;
              files: {
                field: string;
                name: string;
                mime: string;
                size: number;
                url: string;
              }[];
              education_diploma: string | null;
              academic_degree_certificate: string | null;
              employment_certificate: string | null;
              best_teacher_certificate: string | null;
              identity_doc: string | null;
              /** Format: date-time */
              created_at: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ApplicationsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * @description Full name
           * @example Нурланова Алия Сериковна
           */
          name: string;
          /**
           * @description Identity document number, 9 digits
           * @example 012345678
           */
          id_number: string;
          /** @description Address */
          address: string;
          /**
           * @description IIN: 12 digits with a valid check digit
           * @example 900101000008
           */
          iin: string;
          /**
           * @description E-mail (x@y.z)
           * @example aliya@example.kz
           */
          email: string;
          /**
           * @description 10 digits; +7XXXXXXXXXX and 8XXXXXXXXXX are accepted
           * @example +77012345678
           */
          phone: string;
          /** @description Bank */
          bank: string;
          /**
           * @description IIK: a Kazakhstan IBAN (spaces and lower case are normalised)
           * @example KZ86125KZT5004100100
           */
          iik: string;
          /**
           * @description An id of the teacher_category reference list
           * @example 1
           */
          teacher_category: string;
          /**
           * @description An id of the languages reference list
           * @example 1
           */
          language: string;
          /**
           * @description An id of the languages reference list
           * @example 1
           */
          language_learn: string;
          /** @description Workplace */
          workplace: string;
          /**
           * @description An id of the subjects reference list
           * @example 1
           */
          subject: string;
          /** @description Optional second subject (an id of subjects), not the same as subject */
          subject2?: string;
          /**
           * @description An id of the education_level reference list
           * @example 1
           */
          education_level: string;
          /**
           * @description Has an academic degree: true or false
           * @example false
           */
          academic_status?: string;
          /** @description Display name of the chosen education level (the server stores the list’s own name) */
          level?: string;
          /**
           * Format: binary
           * @description pdf, jpg, jpeg or png (checked by content), at most 10 MB; all files together at most 50 MB; academic_degree_certificate is required when academic_status is true
           */
          identity_doc: Blob;
          /**
           * Format: binary
           * @description pdf, jpg, jpeg or png (checked by content), at most 10 MB; all files together at most 50 MB; academic_degree_certificate is required when academic_status is true
           */
          employment_certificate?: Blob;
          /**
           * Format: binary
           * @description pdf, jpg, jpeg or png (checked by content), at most 10 MB; all files together at most 50 MB; academic_degree_certificate is required when academic_status is true
           */
          academic_degree_certificate?: Blob;
          /**
           * Format: binary
           * @description pdf, jpg, jpeg or png (checked by content), at most 10 MB; all files together at most 50 MB; academic_degree_certificate is required when academic_status is true
           */
          education_diploma?: Blob;
          /**
           * Format: binary
           * @description pdf, jpg, jpeg or png (checked by content), at most 10 MB; all files together at most 50 MB; academic_degree_certificate is required when academic_status is true
           */
          education_diploma2?: Blob;
          /**
           * Format: binary
           * @description pdf, jpg, jpeg or png (checked by content), at most 10 MB; all files together at most 50 MB; academic_degree_certificate is required when academic_status is true
           */
          education_diploma3?: Blob;
          /**
           * Format: binary
           * @description pdf, jpg, jpeg or png (checked by content), at most 10 MB; all files together at most 50 MB; academic_degree_certificate is required when academic_status is true
           */
          best_teacher_certificate?: Blob;
          /**
           * Format: binary
           * @description pdf, jpg, jpeg or png (checked by content), at most 10 MB; all files together at most 50 MB; academic_degree_certificate is required when academic_status is true
           */
          other_certificate?: Blob;
        };
      };
    };
    responses: {
      /** @description Stored and waiting for staff. An application for an IIN that already has one waiting is answered the same way without being stored, and its e-mail address is told by mail that one is already waiting. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            /** @enum {string} */
            status: 'waiting' | 'signed' | 'rejected';
            /** Format: date-time */
            created_at: string;
          };
        };
      };
      /** @description Field errors: the first problem of each field, in form order (an IIN that is already the login of an account among them) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A file over 10 MB, or over 50 MB in all */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many submissions from this address in the last hour */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ApplicationsBackOfficeController_bulkSign: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          decision: 'approved' | 'rejected';
          comment?: string;
          reason_id?: number | null;
          ids: number[];
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            succeeded: number;
            failed: number;
            results: {
              id: number;
              ok: boolean;
              status: number;
              detail?: string;
              application_status?: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ApplicationsBackOfficeController_bulkApprove: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          role: string;
          ids: number[];
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            succeeded: number;
            failed: number;
            results: {
              id: number;
              ok: boolean;
              status: number;
              detail?: string;
              application_status?: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ApplicationsBackOfficeController_bulkReject: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          items: {
            id: number;
            reason_id?: number | null;
            comment?: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            succeeded: number;
            failed: number;
            results: {
              id: number;
              ok: boolean;
              status: number;
              detail?: string;
              application_status?: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ApplicationsBackOfficeController_export: {
    parameters: {
      query?: {
        page?: number;
        /** @description 1 to 500, 20 when not given (the screens offer 10, 20, 50, 100) */
        page_size?: number;
        /** @description The original client’s name of page_size */
        pageSize?: number;
        status?: 'waiting' | 'signed' | 'rejected';
        awaiting?: 'staff' | 'deputy';
        approved?: '0' | '1' | 'true' | 'false' | 'True' | 'False';
        signed_by_staff?: '0' | '1' | 'true' | 'false' | 'True' | 'False';
        level?: string;
        education_level__name?: string;
        approbations__decision?: 'approved' | 'rejected' | 'pending';
        search?: string;
        subject__name__icontains?: string;
        has_academic_degree_certificate?: '0' | '1' | 'true' | 'false' | 'True' | 'False';
        created_at_after?: string;
        created_at_before?: string;
        phone?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The applications as an .xlsx workbook */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ApplicationsBackOfficeController_detail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            user: number | null;
            name: string;
            email: string;
            /** @description +7 and 10 digits */
            phone: string;
            id_number: string;
            iin: string;
            iik: string;
            bank: string;
            address: string;
            workplace: string;
            academic_status: boolean;
            /** @enum {string} */
            status: 'waiting' | 'signed' | 'rejected';
            /** @enum {string|null} */
            awaiting: 'staff' | 'deputy' | null;
            approved: boolean;
            /** @enum {string|null} */
            approved_role: 'user' | 'direct_enroll' | null;
            signed_by_staff: boolean;
            staff_signed: boolean;
            /** Format: date-time */
            signed_by_staff_at: string | null;
            signed_by_deputy: boolean;
            deputy_signed: boolean;
            /** Format: date-time */
            signed_by_deputy_at: string | null;
            /** @enum {string|null} */
            rejected_by: 'staff' | 'deputy' | null;
            /** Format: date-time */
            rejected_at: string | null;
            rejection_reason: {
              id: number;
              description: string;
            } | null;
            rejection_comment: string | null;
            approbations: {
              /** @enum {string} */
              by: 'staff' | 'deputy';
              /** @enum {string} */
              decision: 'approved' | 'rejected';
              user_id: number | null;
              /** Format: date-time */
              at: string;
            }[];
            language: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            };
            language_learn: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            };
            education_level: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            };
            subject: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            };
            subject2: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            } | null;
            teacher_category: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            };
            level: string;
            has_academic_degree_certificate: boolean;
            files: {
              field: string;
              name: string;
              mime: string;
              size: number;
              url: string;
            }[];
            education_diploma: string | null;
            academic_degree_certificate: string | null;
            employment_certificate: string | null;
            best_teacher_certificate: string | null;
            identity_doc: string | null;
            /** Format: date-time */
            created_at: string;
            signing: {
              instance_id: string;
              /** @description The state value of the applicationSigning machine */
              state: unknown;
              revision: number;
              allowed_events: {
                type: string;
                /** @description JSON schema of the event’s payload */
                schema: unknown;
              }[];
              history_url: string;
            };
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ApplicationsBackOfficeController_sign: {
    parameters: {
      query?: never;
      header?: {
        /** @description A retried call with the same key is answered as the first was, without acting twice */
        'idempotency-key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          decision: 'approved' | 'rejected';
          comment?: string;
          reason_id?: number | null;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            user: number | null;
            name: string;
            email: string;
            /** @description +7 and 10 digits */
            phone: string;
            id_number: string;
            iin: string;
            iik: string;
            bank: string;
            address: string;
            workplace: string;
            academic_status: boolean;
            /** @enum {string} */
            status: 'waiting' | 'signed' | 'rejected';
            /** @enum {string|null} */
            awaiting: 'staff' | 'deputy' | null;
            approved: boolean;
            /** @enum {string|null} */
            approved_role: 'user' | 'direct_enroll' | null;
            signed_by_staff: boolean;
            staff_signed: boolean;
            /** Format: date-time */
            signed_by_staff_at: string | null;
            signed_by_deputy: boolean;
            deputy_signed: boolean;
            /** Format: date-time */
            signed_by_deputy_at: string | null;
            /** @enum {string|null} */
            rejected_by: 'staff' | 'deputy' | null;
            /** Format: date-time */
            rejected_at: string | null;
            rejection_reason: {
              id: number;
              description: string;
            } | null;
            rejection_comment: string | null;
            approbations: {
              /** @enum {string} */
              by: 'staff' | 'deputy';
              /** @enum {string} */
              decision: 'approved' | 'rejected';
              user_id: number | null;
              /** Format: date-time */
              at: string;
            }[];
            language: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            };
            language_learn: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            };
            education_level: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            };
            subject: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            };
            subject2: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            } | null;
            teacher_category: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            };
            level: string;
            has_academic_degree_certificate: boolean;
            files: {
              field: string;
              name: string;
              mime: string;
              size: number;
              url: string;
            }[];
            education_diploma: string | null;
            academic_degree_certificate: string | null;
            employment_certificate: string | null;
            best_teacher_certificate: string | null;
            identity_doc: string | null;
            /** Format: date-time */
            created_at: string;
            signing: {
              instance_id: string;
              /** @description The state value of the applicationSigning machine */
              state: unknown;
              revision: number;
              allowed_events: {
                type: string;
                /** @description JSON schema of the event’s payload */
                schema: unknown;
              }[];
              history_url: string;
            };
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ApplicationsBackOfficeController_approve: {
    parameters: {
      query?: never;
      header?: {
        /** @description A retried call with the same key is answered as the first was, without acting twice */
        'idempotency-key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          role: string;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            user: number | null;
            name: string;
            email: string;
            /** @description +7 and 10 digits */
            phone: string;
            id_number: string;
            iin: string;
            iik: string;
            bank: string;
            address: string;
            workplace: string;
            academic_status: boolean;
            /** @enum {string} */
            status: 'waiting' | 'signed' | 'rejected';
            /** @enum {string|null} */
            awaiting: 'staff' | 'deputy' | null;
            approved: boolean;
            /** @enum {string|null} */
            approved_role: 'user' | 'direct_enroll' | null;
            signed_by_staff: boolean;
            staff_signed: boolean;
            /** Format: date-time */
            signed_by_staff_at: string | null;
            signed_by_deputy: boolean;
            deputy_signed: boolean;
            /** Format: date-time */
            signed_by_deputy_at: string | null;
            /** @enum {string|null} */
            rejected_by: 'staff' | 'deputy' | null;
            /** Format: date-time */
            rejected_at: string | null;
            rejection_reason: {
              id: number;
              description: string;
            } | null;
            rejection_comment: string | null;
            approbations: {
              /** @enum {string} */
              by: 'staff' | 'deputy';
              /** @enum {string} */
              decision: 'approved' | 'rejected';
              user_id: number | null;
              /** Format: date-time */
              at: string;
            }[];
            language: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            };
            language_learn: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            };
            education_level: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            };
            subject: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            };
            subject2: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            } | null;
            teacher_category: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            };
            level: string;
            has_academic_degree_certificate: boolean;
            files: {
              field: string;
              name: string;
              mime: string;
              size: number;
              url: string;
            }[];
            education_diploma: string | null;
            academic_degree_certificate: string | null;
            employment_certificate: string | null;
            best_teacher_certificate: string | null;
            identity_doc: string | null;
            /** Format: date-time */
            created_at: string;
            signing: {
              instance_id: string;
              /** @description The state value of the applicationSigning machine */
              state: unknown;
              revision: number;
              allowed_events: {
                type: string;
                /** @description JSON schema of the event’s payload */
                schema: unknown;
              }[];
              history_url: string;
            };
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ApplicationsBackOfficeController_reject: {
    parameters: {
      query?: never;
      header?: {
        /** @description A retried call with the same key is answered as the first was, without acting twice */
        'idempotency-key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          decision?: 'rejected';
          comment?: string;
          reason_id?: number | null;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            user: number | null;
            name: string;
            email: string;
            /** @description +7 and 10 digits */
            phone: string;
            id_number: string;
            iin: string;
            iik: string;
            bank: string;
            address: string;
            workplace: string;
            academic_status: boolean;
            /** @enum {string} */
            status: 'waiting' | 'signed' | 'rejected';
            /** @enum {string|null} */
            awaiting: 'staff' | 'deputy' | null;
            approved: boolean;
            /** @enum {string|null} */
            approved_role: 'user' | 'direct_enroll' | null;
            signed_by_staff: boolean;
            staff_signed: boolean;
            /** Format: date-time */
            signed_by_staff_at: string | null;
            signed_by_deputy: boolean;
            deputy_signed: boolean;
            /** Format: date-time */
            signed_by_deputy_at: string | null;
            /** @enum {string|null} */
            rejected_by: 'staff' | 'deputy' | null;
            /** Format: date-time */
            rejected_at: string | null;
            rejection_reason: {
              id: number;
              description: string;
            } | null;
            rejection_comment: string | null;
            approbations: {
              /** @enum {string} */
              by: 'staff' | 'deputy';
              /** @enum {string} */
              decision: 'approved' | 'rejected';
              user_id: number | null;
              /** Format: date-time */
              at: string;
            }[];
            language: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            };
            language_learn: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            };
            education_level: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            };
            subject: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            };
            subject2: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            } | null;
            teacher_category: {
              id: number;
              name: string;
              name_ru: string;
              name_kk: string;
            };
            level: string;
            has_academic_degree_certificate: boolean;
            files: {
              field: string;
              name: string;
              mime: string;
              size: number;
              url: string;
            }[];
            education_diploma: string | null;
            academic_degree_certificate: string | null;
            employment_certificate: string | null;
            best_teacher_certificate: string | null;
            identity_doc: string | null;
            /** Format: date-time */
            created_at: string;
            signing: {
              instance_id: string;
              /** @description The state value of the applicationSigning machine */
              state: unknown;
              revision: number;
              allowed_events: {
                type: string;
                /** @description JSON schema of the event’s payload */
                schema: unknown;
              }[];
              history_url: string;
            };
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ApplicationsBackOfficeController_document: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        field:
          | 'identity_doc'
          | 'employment_certificate'
          | 'academic_degree_certificate'
          | 'education_diploma'
          | 'education_diploma2'
          | 'education_diploma3'
          | 'best_teacher_certificate'
          | 'other_certificate';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': Blob;
          'image/jpeg': Blob;
          'image/png': Blob;
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  HealthController_check: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok' | 'degraded';
            /** @enum {string} */
            database: 'up' | 'down';
            /** @enum {string} */
            redis: 'up' | 'down';
          };
        };
      };
      /** @description The database or Redis is down */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok' | 'degraded';
            /** @enum {string} */
            database: 'up' | 'down';
            /** @enum {string} */
            redis: 'up' | 'down';
          };
        };
      };
    };
  };
  HealthController_live: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
    };
  };
  HealthController_ready: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok' | 'degraded';
            /** @enum {string} */
            database: 'up' | 'down';
            /** @enum {string} */
            redis: 'up' | 'down';
            /** @enum {string} */
            storage: 'up' | 'down';
            /** @enum {string} */
            migrations: 'up' | 'pending' | 'unknown';
          };
        };
      };
      /** @description A dependency is down or a migration is pending */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok' | 'degraded';
            /** @enum {string} */
            database: 'up' | 'down';
            /** @enum {string} */
            redis: 'up' | 'down';
            /** @enum {string} */
            storage: 'up' | 'down';
            /** @enum {string} */
            migrations: 'up' | 'pending' | 'unknown';
          };
        };
      };
    };
  };
  NotificationsController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        unread?: '0' | '1' | 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: string;
              kind: string;
              title: string;
              body: string;
              link: string | null;
              /** Format: date-time */
              created_at: string;
              read: boolean;
            }[];
            unread_count: number;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  NotificationsController_stream: {
    parameters: {
      query?: {
        /** @description kk or ru; else the Accept-Language header */
        lang?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One event per new notification, its data a notification as the list has it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  NotificationsController_readAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            updated: number;
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  NotificationsController_read: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number | string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            kind: string;
            title: string;
            body: string;
            link: string | null;
            /** Format: date-time */
            created_at: string;
            read: boolean;
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ContactController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              name: string;
              email: string;
              message: string;
              /** @enum {string} */
              language: 'kk' | 'ru';
              /** Format: date-time */
              created_at: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ContactController_send: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          email: string;
          message: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            email: string;
            message: string;
            /** @enum {string} */
            language: 'kk' | 'ru';
            /** Format: date-time */
            created_at: string;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many messages from this address */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  AccountAdminController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        role?: 'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
        status?: 'active' | 'invited' | 'locked' | 'deactivated';
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              username: string;
              name: string;
              email: string | null;
              phone: string | null;
              /** @enum {string} */
              role:
                'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
              /** @enum {string} */
              status: 'active' | 'invited' | 'locked' | 'deactivated';
              demo: boolean;
              mfa_enabled: boolean;
              /** Format: date-time */
              last_login_at: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              deactivated_at: string | null;
              deactivation_reason: string | null;
              /** Format: date-time */
              locked_until: string | null;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  AccountAdminController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          email: string;
          /** @enum {string} */
          role: 'admin' | 'staff' | 'deputy' | 'director' | 'analyst';
          phone?: (string | null) | '';
          username?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            username: string;
            name: string;
            email: string | null;
            phone: string | null;
            /** @enum {string} */
            role: 'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
            /** @enum {string} */
            status: 'active' | 'invited' | 'locked' | 'deactivated';
            demo: boolean;
            mfa_enabled: boolean;
            /** Format: date-time */
            last_login_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            deactivated_at: string | null;
            deactivation_reason: string | null;
            /** Format: date-time */
            locked_until: string | null;
          };
        };
      };
      /** @description Field errors (a username or e-mail already taken) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  AccountAdminController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            username: string;
            name: string;
            email: string | null;
            phone: string | null;
            /** @enum {string} */
            role: 'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
            /** @enum {string} */
            status: 'active' | 'invited' | 'locked' | 'deactivated';
            demo: boolean;
            mfa_enabled: boolean;
            /** Format: date-time */
            last_login_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            deactivated_at: string | null;
            deactivation_reason: string | null;
            /** Format: date-time */
            locked_until: string | null;
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  AccountAdminController_changeRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          role: 'admin' | 'staff' | 'deputy' | 'director' | 'analyst';
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            username: string;
            name: string;
            email: string | null;
            phone: string | null;
            /** @enum {string} */
            role: 'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
            /** @enum {string} */
            status: 'active' | 'invited' | 'locked' | 'deactivated';
            demo: boolean;
            mfa_enabled: boolean;
            /** Format: date-time */
            last_login_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            deactivated_at: string | null;
            deactivation_reason: string | null;
            /** Format: date-time */
            locked_until: string | null;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A candidate role, yourself, or the last active admin */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  AccountAdminController_deactivate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            username: string;
            name: string;
            email: string | null;
            phone: string | null;
            /** @enum {string} */
            role: 'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
            /** @enum {string} */
            status: 'active' | 'invited' | 'locked' | 'deactivated';
            demo: boolean;
            mfa_enabled: boolean;
            /** Format: date-time */
            last_login_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            deactivated_at: string | null;
            deactivation_reason: string | null;
            /** Format: date-time */
            locked_until: string | null;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Yourself, the last active admin, or already deactivated */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  AccountAdminController_reactivate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            username: string;
            name: string;
            email: string | null;
            phone: string | null;
            /** @enum {string} */
            role: 'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
            /** @enum {string} */
            status: 'active' | 'invited' | 'locked' | 'deactivated';
            demo: boolean;
            mfa_enabled: boolean;
            /** Format: date-time */
            last_login_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            deactivated_at: string | null;
            deactivation_reason: string | null;
            /** Format: date-time */
            locked_until: string | null;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Already active */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  AccountAdminController_resendInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            username: string;
            name: string;
            email: string | null;
            phone: string | null;
            /** @enum {string} */
            role: 'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
            /** @enum {string} */
            status: 'active' | 'invited' | 'locked' | 'deactivated';
            demo: boolean;
            mfa_enabled: boolean;
            /** Format: date-time */
            last_login_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            deactivated_at: string | null;
            deactivation_reason: string | null;
            /** Format: date-time */
            locked_until: string | null;
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The password is already set, or the account is deactivated */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  AccountAdminController_unlock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            username: string;
            name: string;
            email: string | null;
            phone: string | null;
            /** @enum {string} */
            role: 'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
            /** @enum {string} */
            status: 'active' | 'invited' | 'locked' | 'deactivated';
            demo: boolean;
            mfa_enabled: boolean;
            /** Format: date-time */
            last_login_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            deactivated_at: string | null;
            deactivation_reason: string | null;
            /** Format: date-time */
            locked_until: string | null;
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not locked */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  AccountAdminController_resetMfa: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            username: string;
            name: string;
            email: string | null;
            phone: string | null;
            /** @enum {string} */
            role: 'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
            /** @enum {string} */
            status: 'active' | 'invited' | 'locked' | 'deactivated';
            demo: boolean;
            mfa_enabled: boolean;
            /** Format: date-time */
            last_login_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            deactivated_at: string | null;
            deactivation_reason: string | null;
            /** Format: date-time */
            locked_until: string | null;
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No second factor */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  AuditLogController_export: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        actor?: number;
        subject?: number;
        action?:
          | 'account_created'
          | 'invitation_sent'
          | 'invitation_resent'
          | 'role_changed'
          | 'account_deactivated'
          | 'account_reactivated'
          | 'account_locked'
          | 'account_unlocked'
          | 'password_set'
          | 'password_reset_requested'
          | 'password_reset'
          | 'password_changed'
          | 'mfa_enrolled'
          | 'mfa_disabled'
          | 'mfa_reset'
          | 'personal_data_erased'
          | 'login_succeeded'
          | 'login_failed'
          | 'login_unknown'
          | 'login_locked'
          | 'login_deactivated'
          | 'mfa_failed'
          | 'logout';
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The audit trail as an .xlsx workbook */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  AuditLogController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        actor?: number;
        subject?: number;
        action?:
          | 'account_created'
          | 'invitation_sent'
          | 'invitation_resent'
          | 'role_changed'
          | 'account_deactivated'
          | 'account_reactivated'
          | 'account_locked'
          | 'account_unlocked'
          | 'password_set'
          | 'password_reset_requested'
          | 'password_reset'
          | 'password_changed'
          | 'mfa_enrolled'
          | 'mfa_disabled'
          | 'mfa_reset'
          | 'personal_data_erased'
          | 'login_succeeded'
          | 'login_failed'
          | 'login_unknown'
          | 'login_locked'
          | 'login_deactivated'
          | 'mfa_failed'
          | 'logout';
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              /** Format: date-time */
              at: string;
              /** @enum {string} */
              action:
                | 'account_created'
                | 'invitation_sent'
                | 'invitation_resent'
                | 'role_changed'
                | 'account_deactivated'
                | 'account_reactivated'
                | 'account_locked'
                | 'account_unlocked'
                | 'password_set'
                | 'password_reset_requested'
                | 'password_reset'
                | 'password_changed'
                | 'mfa_enrolled'
                | 'mfa_disabled'
                | 'mfa_reset'
                | 'personal_data_erased'
                | 'login_succeeded'
                | 'login_failed'
                | 'login_unknown'
                | 'login_locked'
                | 'login_deactivated'
                | 'mfa_failed'
                | 'logout';
              actor: {
                id: number;
                name: string;
                /** @enum {string} */
                role:
                  'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
              } | null;
              subject: {
                id: number;
                name: string;
                /** @enum {string} */
                role:
                  'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
              } | null;
              ip: string | null;
              request_id: string | null;
              detail: {
                [key: string]: string;
              };
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  MyAccountController_security: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            mfa_enabled: boolean;
            mfa_required: boolean;
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  MyAccountController_changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          current_password: string;
          password: string;
          password_confirm: string;
        };
      };
    };
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Field errors (a wrong current password, a weak new one) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many wrong passwords */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  MyAccountController_beginMfa: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            secret: string;
            otpauth_url: string;
            qr_svg: string;
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not a back-office role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A second factor is on already */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  MyAccountController_removeMfa: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A wrong code */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not a back-office role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description None on, or required for my role */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  MyAccountController_confirmMfa: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            recovery_codes: string[];
          };
        };
      };
      /** @description A wrong code */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not a back-office role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No enrolment started */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PasswordSetupController_inspect: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            username: string;
            name: string;
          };
        };
      };
      /** @description No such link */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Used or expired ({detail, code}) */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PasswordSetupController_complete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: string;
          password_confirm: string;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            username: string;
            name: string;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such link */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Used or expired ({detail, code}) */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PasswordResetController_request: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          login: string;
        };
      };
    };
    responses: {
      /** @description Accepted */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      /** @description No login */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests from this address */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PasswordResetController_inspect: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            username: string;
            name: string;
          };
        };
      };
      /** @description No such link */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Used or expired ({detail, code}) */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PasswordResetController_complete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: string;
          password_confirm: string;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            username: string;
            name: string;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such link */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Used or expired ({detail, code}) */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  MailLogController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        status?: 'queued' | 'sending' | 'sent' | 'retrying' | 'failed' | 'logged';
        kind?:
          | 'application_received'
          | 'application_already_waiting'
          | 'application_refused'
          | 'password_setup'
          | 'stage_opened'
          | 'test_result'
          | 'retake_granted'
          | 'interview_scheduled'
          | 'interview_changed'
          | 'interview_cancelled'
          | 'interview_graded'
          | 'essay_graded'
          | 'practice_graded'
          | 'course_enrolled'
          | 'certificate_issued'
          | 'certificate_revoked'
          | 'invitation'
          | 'password_reset'
          | 'password_changed'
          | 'mfa_reset'
          | 'erasure_granted'
          | 'erasure_refused';
        email?: string;
        user_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              user_id: number | null;
              email: string | null;
              subject: string;
              body: string;
              link: string | null;
              kind: string;
              /** @enum {string} */
              language: 'kk' | 'ru';
              /** @enum {string} */
              status: 'queued' | 'sending' | 'sent' | 'retrying' | 'failed' | 'logged';
              attempts: number;
              /** Format: date-time */
              next_attempt_at: string | null;
              /** Format: date-time */
              sent_at: string | null;
              message_id: string;
              /** @enum {string} */
              sent_via: 'smtp' | 'log';
              error: string | null;
              /** Format: date-time */
              created_at: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  MailLogController_resend: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            user_id: number | null;
            email: string | null;
            subject: string;
            body: string;
            link: string | null;
            kind: string;
            /** @enum {string} */
            language: 'kk' | 'ru';
            /** @enum {string} */
            status: 'queued' | 'sending' | 'sent' | 'retrying' | 'failed' | 'logged';
            attempts: number;
            /** Format: date-time */
            next_attempt_at: string | null;
            /** Format: date-time */
            sent_at: string | null;
            message_id: string;
            /** @enum {string} */
            sent_via: 'smtp' | 'log';
            error: string | null;
            /** Format: date-time */
            created_at: string;
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Still queued, no SMTP server configured, or no address */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  MailTemplatesController_catalogue: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              /** @enum {string} */
              kind:
                | 'application_received'
                | 'application_already_waiting'
                | 'application_refused'
                | 'password_setup'
                | 'stage_opened'
                | 'test_result'
                | 'retake_granted'
                | 'interview_scheduled'
                | 'interview_changed'
                | 'interview_cancelled'
                | 'interview_graded'
                | 'essay_graded'
                | 'practice_graded'
                | 'course_enrolled'
                | 'certificate_issued'
                | 'certificate_revoked'
                | 'invitation'
                | 'password_reset'
                | 'password_changed'
                | 'mfa_reset'
                | 'erasure_granted'
                | 'erasure_refused';
              /** @enum {string} */
              group:
                | 'application'
                | 'pipeline'
                | 'interview'
                | 'grades'
                | 'course'
                | 'certificate'
                | 'account'
                | 'privacy';
              /** @enum {string} */
              language: 'kk' | 'ru';
              subject: string;
              html: string;
              text: string;
              attachment: string | null;
            }[];
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PreCourseTestsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order: number;
            title: string;
            title_kz: string;
            description: string;
            description_kz: string;
            time_limit_minutes: number;
            time_limit_seconds: number;
            pass_percent: number;
            question_count: number;
            can_pass: boolean;
            attempt: {
              /** @enum {string} */
              status: 'in_progress' | 'grading' | 'passed' | 'failed';
              /** Format: date-time */
              started_at: string;
              /** Format: date-time */
              deadline_at: string;
              seconds_left: number;
              /** Format: date-time */
              finished_at: string | null;
              grade: number | null;
              passed: boolean | null;
              expired: boolean;
            } | null;
          }[];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PreCourseTestsController_progress: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            avg_precourse: number;
            avg_interview: number;
            avg_essay: number;
            tests: {
              id: number;
              title: string;
              title_kz: string;
              /** @enum {string} */
              status: 'not_started' | 'in_progress' | 'grading' | 'passed' | 'failed';
              grade: number | null;
              passed: boolean;
              /** Format: date-time */
              finished_at: string | null;
            }[];
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PreCourseTestsController_answers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        qid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            title_kz: string;
            is_correct?: boolean;
          }[];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PreCourseTestsController_questions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order: number;
            /** @enum {string|null} */
            section: 'text_analysis' | 'professional_competence' | 'critical_thinking' | null;
            passage: string | null;
            passage_kz: string | null;
            title: string;
            title_kz: string;
            answers: {
              id: number;
              title: string;
              title_kz: string;
              is_correct?: boolean;
            }[];
            /** @description The question has more than one correct option: the candidate picks every one that applies; only the count’s being above one is revealed, never which. */
            multiple: boolean;
            selected: number[];
          }[];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The attempt has not started */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PreCourseTestsAdminController_addQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          title_kz: string;
          passage?: string | null;
          passage_kz?: string | null;
          /** @enum {string|null} */
          section?: 'text_analysis' | 'professional_competence' | 'critical_thinking' | null;
          answers: {
            title: string;
            title_kz: string;
            is_correct: boolean;
          }[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order: number;
            /** @enum {string|null} */
            section: 'text_analysis' | 'professional_competence' | 'critical_thinking' | null;
            passage: string | null;
            passage_kz: string | null;
            title: string;
            title_kz: string;
            answers: {
              id: number;
              title: string;
              title_kz: string;
              is_correct?: boolean;
            }[];
            /** @description The question has more than one correct option: the candidate picks every one that applies; only the count’s being above one is revealed, never which. */
            multiple: boolean;
            selected: number[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PreCourseTestsController_results: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            test_id: number;
            grade: number;
            passed: boolean;
            /** Format: date-time */
            finished_at: string;
            expired: boolean;
            results: {
              question_id: number;
              selected: number[];
            }[];
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No finished attempt */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PreCourseTestsController_start: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'in_progress' | 'grading' | 'passed' | 'failed';
            /** Format: date-time */
            started_at: string;
            /** Format: date-time */
            deadline_at: string;
            seconds_left: number;
            /** Format: date-time */
            finished_at: string | null;
            grade: number | null;
            passed: boolean | null;
            expired: boolean;
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Started already, or not open */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PreCourseTestsController_saveAnswer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          question_id: number;
          answer_id: number[];
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            question_id: number;
            answer_id: number[];
            /** Format: date-time */
            saved_at: string;
            seconds_left: number;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not started, or finished; after the deadline and its grace, refused naming the question */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PreCourseTestsController_checkAnswers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          answers: {
            question_id: number;
            answer_id: number[];
          }[];
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            test_id: number;
            grade: number;
            passed: boolean;
            /** Format: date-time */
            finished_at: string;
            expired: boolean;
            results: {
              question_id: number;
              selected: number[];
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not started, finished, or out of time */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PreCourseTestsAdminController_patch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title?: string;
          title_kz?: string;
          description?: string;
          description_kz?: string;
          time_limit_minutes?: number;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order: number;
            title: string;
            title_kz: string;
            description: string;
            description_kz: string;
            time_limit_minutes: number;
            time_limit_seconds: number;
            pass_percent: number;
            question_count: number;
            can_pass: boolean;
            attempt: {
              /** @enum {string} */
              status: 'in_progress' | 'grading' | 'passed' | 'failed';
              /** Format: date-time */
              started_at: string;
              /** Format: date-time */
              deadline_at: string;
              seconds_left: number;
              /** Format: date-time */
              finished_at: string | null;
              grade: number | null;
              passed: boolean | null;
              expired: boolean;
            } | null;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PreCourseTestsAdminController_replaceQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        qid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          title_kz: string;
          passage?: string | null;
          passage_kz?: string | null;
          /** @enum {string|null} */
          section?: 'text_analysis' | 'professional_competence' | 'critical_thinking' | null;
          answers: {
            title: string;
            title_kz: string;
            is_correct: boolean;
          }[];
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order: number;
            /** @enum {string|null} */
            section: 'text_analysis' | 'professional_competence' | 'critical_thinking' | null;
            passage: string | null;
            passage_kz: string | null;
            title: string;
            title_kz: string;
            answers: {
              id: number;
              title: string;
              title_kz: string;
              is_correct?: boolean;
            }[];
            /** @description The question has more than one correct option: the candidate picks every one that applies; only the count’s being above one is revealed, never which. */
            multiple: boolean;
            selected: number[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PreCourseTestsAdminController_deleteQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        qid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  InterviewsController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              name: string;
              name_kk: string;
              /** Format: date-time */
              interview_time: string;
              link: string;
              /** @enum {string} */
              type: 'zoom' | 'google_meet' | 'microsoft_teams' | 'other';
              type_label: string;
              /** @description Admins only: the invited users */
              users_count?: number;
              /** @description Admins only: the users graded */
              graded_count?: number;
              /**
               * Format: date-time
               * @description Admins only
               */
              created_at?: string;
              users: {
                id: number;
                name: string;
                username: string;
                grade: {
                  passed: boolean;
                  grade: number;
                  /** Format: date-time */
                  graded_at: string;
                } | null;
              }[];
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  InterviewsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @default  */
          name_kk?: string;
          /** @description ISO 8601 date and time; Kazakhstan’s (UTC+5) when no zone is given */
          interview_time: string;
          link: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            name_kk: string;
            /** Format: date-time */
            interview_time: string;
            link: string;
            /** @enum {string} */
            type: 'zoom' | 'google_meet' | 'microsoft_teams' | 'other';
            type_label: string;
            /** @description Admins only: the invited users */
            users_count?: number;
            /** @description Admins only: the users graded */
            graded_count?: number;
            /**
             * Format: date-time
             * @description Admins only
             */
            created_at?: string;
            users: {
              id: number;
              name: string;
              username: string;
              grade: {
                passed: boolean;
                grade: number;
                /** Format: date-time */
                graded_at: string;
              } | null;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  InterviewsController_detail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            name_kk: string;
            /** Format: date-time */
            interview_time: string;
            link: string;
            /** @enum {string} */
            type: 'zoom' | 'google_meet' | 'microsoft_teams' | 'other';
            type_label: string;
            /** @description Admins only: the invited users */
            users_count?: number;
            /** @description Admins only: the users graded */
            graded_count?: number;
            /**
             * Format: date-time
             * @description Admins only
             */
            created_at?: string;
            users: {
              id: number;
              name: string;
              username: string;
              grade: {
                passed: boolean;
                grade: number;
                /** Format: date-time */
                graded_at: string;
              } | null;
            }[];
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  InterviewsController_cancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Someone was graded at it already */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  InterviewsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          name_kk?: string;
          /** @description ISO 8601 date and time; Kazakhstan’s (UTC+5) when no zone is given */
          interview_time?: string;
          link?: string;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            name_kk: string;
            /** Format: date-time */
            interview_time: string;
            link: string;
            /** @enum {string} */
            type: 'zoom' | 'google_meet' | 'microsoft_teams' | 'other';
            type_label: string;
            /** @description Admins only: the invited users */
            users_count?: number;
            /** @description Admins only: the users graded */
            graded_count?: number;
            /**
             * Format: date-time
             * @description Admins only
             */
            created_at?: string;
            users: {
              id: number;
              name: string;
              username: string;
              grade: {
                passed: boolean;
                grade: number;
                /** Format: date-time */
                graded_at: string;
              } | null;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  InterviewsController_addUsers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user_ids: number[];
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            added: number;
            skipped: number;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  InterviewsController_candidates: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        search?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              name: string;
              username: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  InterviewsController_listGrades: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            user: number;
            interview: number;
            passed: boolean;
            grade: number;
            graded_by: number | null;
            /** Format: date-time */
            graded_at: string;
          }[];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  InterviewsController_grade: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user: number;
          interview?: number;
          passed: boolean;
          /** @description 100 when passed, 0 when not; derived from `passed` when left out */
          grade?: number | string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            user: number;
            interview: number;
            passed: boolean;
            grade: number;
            graded_by: number | null;
            /** Format: date-time */
            graded_at: string;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Graded already at this interview, or the candidate is no longer at the interview stage */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  EssayThemesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            name_kk: string;
          }[];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  EssayThemesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          name_kk: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            name_kk: string;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  EssayThemesController_choose: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            user: {
              id: number;
              name: string;
              username: string;
            };
            theme: {
              id: number;
              name: string;
              name_kk: string;
            };
            file: string | null;
            file_name: string | null;
            word_count: number | null;
            /** Format: date-time */
            uploaded_at: string | null;
            grades: {
              grade: number;
              passed: boolean;
              /** Format: date-time */
              graded_at: string;
            }[];
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not at the essay stage, or the essay is uploaded already */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  EssayMeetingsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            theme: {
              id: number;
              name: string;
              name_kk: string;
            };
            link: string;
            /** Format: date-time */
            meeting_time: string;
            /** @enum {string} */
            type: 'zoom' | 'google_meet' | 'microsoft_teams' | 'other';
            type_label: string;
            /** @description Admins only: the users added to the meeting */
            users?: {
              id: number;
              name: string;
              username: string;
            }[];
          }[];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  EssayMeetingsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          theme: number;
          link: string;
          /** @description ISO 8601 date and time; Kazakhstan’s (UTC+5) when no zone is given */
          meeting_time: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            theme: {
              id: number;
              name: string;
              name_kk: string;
            };
            link: string;
            /** Format: date-time */
            meeting_time: string;
            /** @enum {string} */
            type: 'zoom' | 'google_meet' | 'microsoft_teams' | 'other';
            type_label: string;
            /** @description Admins only: the users added to the meeting */
            users?: {
              id: number;
              name: string;
              username: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  EssayMeetingsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  EssayMeetingsController_addUsers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user_ids: number[];
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            added: number;
            skipped: number;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  EssayMeetingsController_candidates: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        search?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              name: string;
              username: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  UserEssaysController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              user: {
                id: number;
                name: string;
                username: string;
              };
              theme: {
                id: number;
                name: string;
                name_kk: string;
              };
              file: string | null;
              file_name: string | null;
              word_count: number | null;
              /** Format: date-time */
              uploaded_at: string | null;
              grades: {
                grade: number;
                passed: boolean;
                /** Format: date-time */
                graded_at: string;
              }[];
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  UserEssaysController_upload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description .pdf, .doc or .docx (checked by content), at most 10 MB and 350 words (counted on the server)
           */
          file: Blob;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            user: {
              id: number;
              name: string;
              username: string;
            };
            theme: {
              id: number;
              name: string;
              name_kk: string;
            };
            file: string | null;
            file_name: string | null;
            word_count: number | null;
            /** Format: date-time */
            uploaded_at: string | null;
            grades: {
              grade: number;
              passed: boolean;
              /** Format: date-time */
              graded_at: string;
            }[];
          };
        };
      };
      /** @description Field errors: no theme chosen; the file missing, of another type, unreadable or too long */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not at the essay stage, or the essay is graded already */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A file over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  UserEssaysController_file: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The essay as uploaded */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': Blob;
          'application/msword': Blob;
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': Blob;
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  UserEssaysController_grade: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          grade: number | string;
          /** @description Ignored: passed is grade ≥ 50 */
          passed?: boolean;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            user: {
              id: number;
              name: string;
              username: string;
            };
            theme: {
              id: number;
              name: string;
              name_kk: string;
            };
            file: string | null;
            file_name: string | null;
            word_count: number | null;
            /** Format: date-time */
            uploaded_at: string | null;
            grades: {
              grade: number;
              passed: boolean;
              /** Format: date-time */
              graded_at: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Graded already, not uploaded yet, or the candidate is no longer at the essay stage */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CoursesController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              title: string;
              title_kk: string;
              description: string;
              description_kk: string;
              months_duration: number | null;
              academic_hours: number | null;
              education_type: string;
              education_type_kk: string;
              duration: string;
              price: number | null;
              image: string | null;
              image_name: string | null;
              /** @description The template’s download URL (admins only; null for others or without one) */
              certificate_template_ru: string | null;
              certificate_template_ru_name: string | null;
              /** @description The template’s download URL (admins only; null for others or without one) */
              certificate_template_kk: string | null;
              certificate_template_kk_name: string | null;
              users_count: number;
              /** Format: date-time */
              created_at: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CoursesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          title: string;
          title_kk: string;
          /** @default  */
          description?: string;
          /** @default  */
          description_kk?: string;
          /** @description A whole number from 0 to 120; empty clears it */
          months_duration?: number | string | null;
          /** @description A whole number from 0 to 100000; empty clears it */
          academic_hours?: number | string | null;
          /** @default  */
          education_type?: string;
          /** @default  */
          education_type_kk?: string;
          /** @default  */
          duration?: string;
          /** @description A price of 0 or more with at most two decimals; empty clears it */
          price?: number | string | null;
          /**
           * Format: binary
           * @description image: png, jpg, jpeg, webp or gif, at most 5 MB; certificate_template_ru / _kk: .doc, .docx or .pdf, at most 10 MB; each checked by its content
           */
          image?: Blob;
          /**
           * Format: binary
           * @description image: png, jpg, jpeg, webp or gif, at most 5 MB; certificate_template_ru / _kk: .doc, .docx or .pdf, at most 10 MB; each checked by its content
           */
          certificate_template_ru?: Blob;
          /**
           * Format: binary
           * @description image: png, jpg, jpeg, webp or gif, at most 5 MB; certificate_template_ru / _kk: .doc, .docx or .pdf, at most 10 MB; each checked by its content
           */
          certificate_template_kk?: Blob;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            title_kk: string;
            description: string;
            description_kk: string;
            months_duration: number | null;
            academic_hours: number | null;
            education_type: string;
            education_type_kk: string;
            duration: string;
            price: number | null;
            image: string | null;
            image_name: string | null;
            /** @description The template’s download URL (admins only; null for others or without one) */
            certificate_template_ru: string | null;
            certificate_template_ru_name: string | null;
            /** @description The template’s download URL (admins only; null for others or without one) */
            certificate_template_kk: string | null;
            certificate_template_kk_name: string | null;
            users_count: number;
            /** Format: date-time */
            created_at: string;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CoursesController_names: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            title_kk: string;
          }[];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CoursesController_own: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            title_kk: string;
            description: string;
            description_kk: string;
            months_duration: number | null;
            academic_hours: number | null;
            education_type: string;
            education_type_kk: string;
            duration: string;
            price: number | null;
            image: string | null;
            image_name: string | null;
            /** @description The template’s download URL (admins only; null for others or without one) */
            certificate_template_ru: string | null;
            certificate_template_ru_name: string | null;
            /** @description The template’s download URL (admins only; null for others or without one) */
            certificate_template_kk: string | null;
            certificate_template_kk_name: string | null;
            users_count: number;
            /** Format: date-time */
            created_at: string;
            is_completed: boolean;
            /** @enum {string} */
            status: 'in_progress' | 'completed';
            lessons_count: number;
            /** Format: date-time */
            enrolled_at: string;
            /** Format: date-time */
            completed_at: string | null;
          }[];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CoursesController_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            title_kk: string;
            description: string;
            description_kk: string;
            months_duration: number | null;
            academic_hours: number | null;
            education_type: string;
            education_type_kk: string;
            duration: string;
            price: number | null;
            image: string | null;
            image_name: string | null;
            /** @description The template’s download URL (admins only; null for others or without one) */
            certificate_template_ru: string | null;
            certificate_template_ru_name: string | null;
            /** @description The template’s download URL (admins only; null for others or without one) */
            certificate_template_kk: string | null;
            certificate_template_kk_name: string | null;
            users_count: number;
            /** Format: date-time */
            created_at: string;
            /** @description Admins: every enrolled user’s id; a user: their own */
            users: number[];
            is_completed: boolean;
            /** @enum {string} */
            status: 'in_progress' | 'completed';
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CoursesController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Users completed the course or answered its practice: `detail` says which */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CoursesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          title?: string;
          title_kk?: string;
          description?: string;
          description_kk?: string;
          /** @description A whole number from 0 to 120; empty clears it */
          months_duration?: number | string | null;
          /** @description A whole number from 0 to 100000; empty clears it */
          academic_hours?: number | string | null;
          education_type?: string;
          education_type_kk?: string;
          duration?: string;
          /** @description A price of 0 or more with at most two decimals; empty clears it */
          price?: number | string | null;
          remove_image?: boolean | ('true' | 'false');
          /**
           * Format: binary
           * @description image: png, jpg, jpeg, webp or gif, at most 5 MB; certificate_template_ru / _kk: .doc, .docx or .pdf, at most 10 MB; each checked by its content
           */
          image?: Blob;
          /**
           * Format: binary
           * @description image: png, jpg, jpeg, webp or gif, at most 5 MB; certificate_template_ru / _kk: .doc, .docx or .pdf, at most 10 MB; each checked by its content
           */
          certificate_template_ru?: Blob;
          /**
           * Format: binary
           * @description image: png, jpg, jpeg, webp or gif, at most 5 MB; certificate_template_ru / _kk: .doc, .docx or .pdf, at most 10 MB; each checked by its content
           */
          certificate_template_kk?: Blob;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            title_kk: string;
            description: string;
            description_kk: string;
            months_duration: number | null;
            academic_hours: number | null;
            education_type: string;
            education_type_kk: string;
            duration: string;
            price: number | null;
            image: string | null;
            image_name: string | null;
            /** @description The template’s download URL (admins only; null for others or without one) */
            certificate_template_ru: string | null;
            certificate_template_ru_name: string | null;
            /** @description The template’s download URL (admins only; null for others or without one) */
            certificate_template_kk: string | null;
            certificate_template_kk_name: string | null;
            users_count: number;
            /** Format: date-time */
            created_at: string;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A file too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CoursesController_image: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The cover */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': Blob;
          'image/jpeg': Blob;
          'image/webp': Blob;
          'image/gif': Blob;
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CoursesController_certificateTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        language: 'ru' | 'kk';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The template as uploaded */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/msword': Blob;
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': Blob;
          'application/pdf': Blob;
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CourseUsersController_add: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user_ids: number[];
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            added: number;
            skipped: number;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CourseUsersController_candidates: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        search?: string;
        role?: 'user' | 'direct_enroll';
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              name: string;
              username: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CourseUsersController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        search?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              name: string;
              username: string;
              email: string;
              phone: string;
              role: string;
              iin: string | null;
              id_number: string | null;
              application: number | null;
              /** Format: date-time */
              enrolled_at: string;
              /** Format: date-time */
              completed_at: string | null;
              stage: string | null;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CourseUsersController_export: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The users as an .xlsx workbook */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  LessonsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            course: number;
            title: string;
            title_kk: string;
            description: string;
            description_kk: string;
            /** Format: date-time */
            date_time: string;
            link: string | null;
            file_link: string | null;
            files: {
              id: number;
              file: string;
              name: string;
              size: number;
              mime: string;
            }[];
            published: boolean;
            public: boolean;
            test: {
              id: number;
              title: string;
              title_kz: string;
            } | null;
            result: {
              grade: number;
              /** Format: date-time */
              submitted_at: string;
            } | null;
          }[];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  LessonsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          /** @default  */
          title_kk?: string;
          /** @default  */
          description?: string;
          /** @default  */
          description_kk?: string;
          /** @description ISO 8601 date and time; Kazakhstan’s (UTC+5) when no zone is given */
          date_time: string;
          /** @description An http(s) address; empty or null for none */
          link?: string | null;
          /** @description An http(s) address; empty or null for none */
          file_link?: string | null;
          /** @default true */
          published?: boolean;
          /** @default false */
          public?: boolean;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            course: number;
            title: string;
            title_kk: string;
            description: string;
            description_kk: string;
            /** Format: date-time */
            date_time: string;
            link: string | null;
            file_link: string | null;
            files: {
              id: number;
              file: string;
              name: string;
              size: number;
              mime: string;
            }[];
            published: boolean;
            public: boolean;
            test: {
              id: number;
              title: string;
              title_kz: string;
            } | null;
            result: {
              grade: number;
              /** Format: date-time */
              submitted_at: string;
            } | null;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  LessonsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        lessonId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  LessonsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        lessonId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title?: string;
          title_kk?: string;
          description?: string;
          description_kk?: string;
          /** @description ISO 8601 date and time; Kazakhstan’s (UTC+5) when no zone is given */
          date_time?: string;
          /** @description An http(s) address; empty or null for none */
          link?: string | null;
          /** @description An http(s) address; empty or null for none */
          file_link?: string | null;
          published?: boolean;
          public?: boolean;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            course: number;
            title: string;
            title_kk: string;
            description: string;
            description_kk: string;
            /** Format: date-time */
            date_time: string;
            link: string | null;
            file_link: string | null;
            files: {
              id: number;
              file: string;
              name: string;
              size: number;
              mime: string;
            }[];
            published: boolean;
            public: boolean;
            test: {
              id: number;
              title: string;
              title_kz: string;
            } | null;
            result: {
              grade: number;
              /** Format: date-time */
              submitted_at: string;
            } | null;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  LessonsController_upload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        lessonId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @description pdf, doc, docx, xls, xlsx, ppt, pptx, png, jpg, jpeg, mp4, zip, checked by their content; at most 20 files of 100 MB each and 200 MB in all per request */
          files: Blob[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            course: number;
            title: string;
            title_kk: string;
            description: string;
            description_kk: string;
            /** Format: date-time */
            date_time: string;
            link: string | null;
            file_link: string | null;
            files: {
              id: number;
              file: string;
              name: string;
              size: number;
              mime: string;
            }[];
            published: boolean;
            public: boolean;
            test: {
              id: number;
              title: string;
              title_kz: string;
            } | null;
            result: {
              grade: number;
              /** Format: date-time */
              submitted_at: string;
            } | null;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Files too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  LessonsController_download: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        lessonId: number;
        fileId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file as uploaded */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': Blob;
          'image/png': Blob;
          'image/jpeg': Blob;
          'image/webp': Blob;
          'image/gif': Blob;
          'application/msword': Blob;
          'application/vnd.ms-excel': Blob;
          'application/vnd.ms-powerpoint': Blob;
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': Blob;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
          'application/vnd.openxmlformats-officedocument.presentationml.presentation': Blob;
          'video/mp4': Blob;
          'application/zip': Blob;
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  LessonsController_removeFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        lessonId: number;
        fileId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  LessonsController_lessonZip: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        lessonId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A zip (stored, UTF-8 names) of the files under their original names */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': Blob;
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  LessonsController_courseZip: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A zip (stored, UTF-8 names) of the files under their original names */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': Blob;
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  LessonTestsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        lessonId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            title_kz: string;
            lesson: number;
            questions: {
              id: number;
              title: string;
              title_kz: string;
              answers: {
                id: number;
                title: string;
                title_kz: string;
                is_correct?: boolean;
              }[];
              /** @description More than one option is correct: pick every one that applies (never says which) */
              multiple: boolean;
            }[];
          }[];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  LessonTestsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        lessonId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          title_kz: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            title_kz: string;
            lesson: number;
            questions: {
              id: number;
              title: string;
              title_kz: string;
              answers: {
                id: number;
                title: string;
                title_kz: string;
                is_correct?: boolean;
              }[];
              /** @description More than one option is correct: pick every one that applies (never says which) */
              multiple: boolean;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The lesson has a test already */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  LessonTestsController_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        lessonId: number;
        testId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            title_kz: string;
            lesson: number;
            questions: {
              id: number;
              title: string;
              title_kz: string;
              answers: {
                id: number;
                title: string;
                title_kz: string;
                is_correct?: boolean;
              }[];
              /** @description More than one option is correct: pick every one that applies (never says which) */
              multiple: boolean;
            }[];
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  LessonTestsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        lessonId: number;
        testId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  LessonTestsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        lessonId: number;
        testId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title?: string;
          title_kz?: string;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            title_kz: string;
            lesson: number;
            questions: {
              id: number;
              title: string;
              title_kz: string;
              answers: {
                id: number;
                title: string;
                title_kz: string;
                is_correct?: boolean;
              }[];
              /** @description More than one option is correct: pick every one that applies (never says which) */
              multiple: boolean;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  LessonTestsController_questions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        lessonId: number;
        testId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            title_kz: string;
            answers: {
              id: number;
              title: string;
              title_kz: string;
              is_correct?: boolean;
            }[];
            /** @description More than one option is correct: pick every one that applies (never says which) */
            multiple: boolean;
          }[];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  LessonTestsController_addQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        lessonId: number;
        testId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          title_kz: string;
          answers?: {
            title: string;
            title_kz: string;
            /** @default false */
            is_correct?: boolean;
          }[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            title_kz: string;
            answers: {
              id: number;
              title: string;
              title_kz: string;
              is_correct?: boolean;
            }[];
            /** @description More than one option is correct: pick every one that applies (never says which) */
            multiple: boolean;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  LessonTestsController_replaceQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        lessonId: number;
        testId: number;
        qid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          title_kz: string;
          answers: {
            title: string;
            title_kz: string;
            /** @default false */
            is_correct?: boolean;
          }[];
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            title_kz: string;
            answers: {
              id: number;
              title: string;
              title_kz: string;
              is_correct?: boolean;
            }[];
            /** @description More than one option is correct: pick every one that applies (never says which) */
            multiple: boolean;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  LessonTestsController_removeQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        lessonId: number;
        testId: number;
        qid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  LessonTestsController_answers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        lessonId: number;
        testId: number;
        qid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            title_kz: string;
            is_correct?: boolean;
          }[];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  LessonTestsController_addAnswer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        lessonId: number;
        testId: number;
        qid: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          title_kz: string;
          /** @default false */
          is_correct?: boolean;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            title_kz: string;
            is_correct?: boolean;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  LessonTestsController_removeAnswer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        lessonId: number;
        testId: number;
        qid: number;
        aid: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  LessonTestsController_checkAnswers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        lessonId: number;
        testId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          answers: {
            question_id: number;
            answer_id: number | number[];
          }[];
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            test_id: number;
            user_id: number;
            grade: number;
            /** Format: date-time */
            submitted_at: string;
            results: {
              question_id: number;
              title: string;
              title_kz: string;
              selected: number[];
              correct: number[];
              is_correct: boolean;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Submitted already (also by a concurrent request): `result` holds the kept result; or no questions */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
            result?: {
              test_id: number;
              user_id: number;
              grade: number;
              /** Format: date-time */
              submitted_at: string;
              results: {
                question_id: number;
                title: string;
                title_kz: string;
                selected: number[];
                correct: number[];
                is_correct: boolean;
              }[];
            };
          };
        };
      };
    };
  };
  LessonTestsController_result: {
    parameters: {
      query?: {
        user?: number;
      };
      header?: never;
      path: {
        id: number;
        lessonId: number;
        testId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            test_id: number;
            user_id: number;
            grade: number;
            /** Format: date-time */
            submitted_at: string;
            results: {
              question_id: number;
              title: string;
              title_kz: string;
              selected: number[];
              correct: number[];
              is_correct: boolean;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PracticeTasksController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: (
              | {
                  id: number;
                  title: string;
                  title_kk: string;
                  instruction: string;
                  instruction_kk: string;
                  /** Format: date-time */
                  deadline: string;
                  course: {
                    id: number;
                    title: string;
                    title_kk: string;
                  };
                  files: {
                    id: number;
                    file: string;
                    name: string;
                    size: number;
                    mime: string;
                  }[];
                  /** Format: date-time */
                  created_at: string;
                  users: {
                    id: number;
                    name: string;
                    username: string;
                    email: string;
                    phone: string;
                  }[];
                  answers: {
                    id: number;
                    task: number;
                    files: {
                      id: number;
                      file: string;
                      name: string;
                      size: number;
                      mime: string;
                    }[];
                    /** Format: date-time */
                    submitted_at: string;
                    grade: number | null;
                    passed: boolean | null;
                    has_grade: boolean;
                    /** Format: date-time */
                    graded_at: string | null;
                    user: {
                      id: number;
                      name: string;
                      username: string;
                    };
                  }[];
                  answers_count: number;
                  graded_count: number;
                }
              | {
                  id: number;
                  title: string;
                  title_kk: string;
                  instruction: string;
                  instruction_kk: string;
                  /** Format: date-time */
                  deadline: string;
                  course: {
                    id: number;
                    title: string;
                    title_kk: string;
                  };
                  files: {
                    id: number;
                    file: string;
                    name: string;
                    size: number;
                    mime: string;
                  }[];
                  /** Format: date-time */
                  created_at: string;
                  answer: {
                    id: number;
                    task: number;
                    files: {
                      id: number;
                      file: string;
                      name: string;
                      size: number;
                      mime: string;
                    }[];
                    /** Format: date-time */
                    submitted_at: string;
                    grade: number | null;
                    passed: boolean | null;
                    has_grade: boolean;
                    /** Format: date-time */
                    graded_at: string | null;
                  } | null;
                  users: {
                    id: number;
                    name: string;
                    username: string;
                    email: string;
                    phone: string;
                  }[];
                  answers: {
                    id: number;
                    task: number;
                    files: {
                      id: number;
                      file: string;
                      name: string;
                      size: number;
                      mime: string;
                    }[];
                    /** Format: date-time */
                    submitted_at: string;
                    grade: number | null;
                    passed: boolean | null;
                    has_grade: boolean;
                    /** Format: date-time */
                    graded_at: string | null;
                    user: {
                      id: number;
                      name: string;
                      username: string;
                    };
                  }[];
                  can_answer: boolean;
                }
            )[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PracticeTasksController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          title: string;
          /** @default  */
          title_kk?: string;
          instruction: string;
          /** @default  */
          instruction_kk?: string;
          /** @description ISO 8601 date and time (Kazakhstan’s, UTC+5, when no zone is given), or YYYY-MM-DD: the end of that day */
          deadline: string;
          /** @description The course id (a number, or its digits as a form part) */
          course: number | string;
          /** @description pdf, doc, docx, xls, xlsx, ppt, pptx, png, jpg, jpeg, zip (checked by content), at most 20 MB each and 10 at a time */
          files?: Blob[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            title_kk: string;
            instruction: string;
            instruction_kk: string;
            /** Format: date-time */
            deadline: string;
            course: {
              id: number;
              title: string;
              title_kk: string;
            };
            files: {
              id: number;
              file: string;
              name: string;
              size: number;
              mime: string;
            }[];
            /** Format: date-time */
            created_at: string;
            users: {
              id: number;
              name: string;
              username: string;
              email: string;
              phone: string;
            }[];
            answers: {
              id: number;
              task: number;
              files: {
                id: number;
                file: string;
                name: string;
                size: number;
                mime: string;
              }[];
              /** Format: date-time */
              submitted_at: string;
              grade: number | null;
              passed: boolean | null;
              has_grade: boolean;
              /** Format: date-time */
              graded_at: string | null;
              user: {
                id: number;
                name: string;
                username: string;
              };
            }[];
            answers_count: number;
            graded_count: number;
          };
        };
      };
      /** @description Field errors: a field missing, a deadline unreadable or past, an unknown course, a refused file */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A file over 20 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PracticeTasksController_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                id: number;
                title: string;
                title_kk: string;
                instruction: string;
                instruction_kk: string;
                /** Format: date-time */
                deadline: string;
                course: {
                  id: number;
                  title: string;
                  title_kk: string;
                };
                files: {
                  id: number;
                  file: string;
                  name: string;
                  size: number;
                  mime: string;
                }[];
                /** Format: date-time */
                created_at: string;
                users: {
                  id: number;
                  name: string;
                  username: string;
                  email: string;
                  phone: string;
                }[];
                answers: {
                  id: number;
                  task: number;
                  files: {
                    id: number;
                    file: string;
                    name: string;
                    size: number;
                    mime: string;
                  }[];
                  /** Format: date-time */
                  submitted_at: string;
                  grade: number | null;
                  passed: boolean | null;
                  has_grade: boolean;
                  /** Format: date-time */
                  graded_at: string | null;
                  user: {
                    id: number;
                    name: string;
                    username: string;
                  };
                }[];
                answers_count: number;
                graded_count: number;
              }
            | {
                id: number;
                title: string;
                title_kk: string;
                instruction: string;
                instruction_kk: string;
                /** Format: date-time */
                deadline: string;
                course: {
                  id: number;
                  title: string;
                  title_kk: string;
                };
                files: {
                  id: number;
                  file: string;
                  name: string;
                  size: number;
                  mime: string;
                }[];
                /** Format: date-time */
                created_at: string;
                answer: {
                  id: number;
                  task: number;
                  files: {
                    id: number;
                    file: string;
                    name: string;
                    size: number;
                    mime: string;
                  }[];
                  /** Format: date-time */
                  submitted_at: string;
                  grade: number | null;
                  passed: boolean | null;
                  has_grade: boolean;
                  /** Format: date-time */
                  graded_at: string | null;
                } | null;
                users: {
                  id: number;
                  name: string;
                  username: string;
                  email: string;
                  phone: string;
                }[];
                answers: {
                  id: number;
                  task: number;
                  files: {
                    id: number;
                    file: string;
                    name: string;
                    size: number;
                    mime: string;
                  }[];
                  /** Format: date-time */
                  submitted_at: string;
                  grade: number | null;
                  passed: boolean | null;
                  has_grade: boolean;
                  /** Format: date-time */
                  graded_at: string | null;
                  user: {
                    id: number;
                    name: string;
                    username: string;
                  };
                }[];
                can_answer: boolean;
              };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PracticeTasksController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The task has answers */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PracticeTasksController_file: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        fileId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file as uploaded */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': Blob;
          'application/msword': Blob;
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': Blob;
          'application/vnd.ms-excel': Blob;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
          'application/vnd.ms-powerpoint': Blob;
          'application/vnd.openxmlformats-officedocument.presentationml.presentation': Blob;
          'image/png': Blob;
          'image/jpeg': Blob;
          'application/zip': Blob;
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PracticeTasksController_addUsers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user_ids: number[];
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            added: number;
            skipped: number;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PracticeTasksController_candidates: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        search?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              name: string;
              username: string;
              email: string;
              phone: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PracticeAnswersController_own: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            task: number;
            files: {
              id: number;
              file: string;
              name: string;
              size: number;
              mime: string;
            }[];
            /** Format: date-time */
            submitted_at: string;
            grade: number | null;
            passed: boolean | null;
            has_grade: boolean;
            /** Format: date-time */
            graded_at: string | null;
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PracticeAnswersController_submit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @description pdf, doc, docx, xls, xlsx, ppt, pptx, png, jpg, jpeg, zip (checked by content), at most 20 MB each and 10 at a time */
          files: Blob[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            task: number;
            files: {
              id: number;
              file: string;
              name: string;
              size: number;
              mime: string;
            }[];
            /** Format: date-time */
            submitted_at: string;
            grade: number | null;
            passed: boolean | null;
            has_grade: boolean;
            /** Format: date-time */
            graded_at: string | null;
          };
        };
      };
      /** @description Field errors: no file, too many, or a refused type */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not attached to the task */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Practice is not open for the caller, the deadline has passed, or the answer is graded */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A file over 20 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PracticeAnswersController_file: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        answerId: number;
        fileId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file as uploaded */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': Blob;
          'application/msword': Blob;
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': Blob;
          'application/vnd.ms-excel': Blob;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
          'application/vnd.ms-powerpoint': Blob;
          'application/vnd.openxmlformats-officedocument.presentationml.presentation': Blob;
          'image/png': Blob;
          'image/jpeg': Blob;
          'application/zip': Blob;
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PracticeAnswersController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        /** @description 1 (or true): only the answers not graded yet */
        ungraded?: '0' | '1' | 'true' | 'false';
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              task: number;
              files: {
                id: number;
                file: string;
                name: string;
                size: number;
                mime: string;
              }[];
              /** Format: date-time */
              submitted_at: string;
              grade: number | null;
              passed: boolean | null;
              has_grade: boolean;
              /** Format: date-time */
              graded_at: string | null;
              user: {
                id: number;
                name: string;
                username: string;
              };
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  PracticeAnswersController_grade: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        answerId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description A number 0–100, at most two decimals; text with a comma or a dot is read too */
          grade: unknown;
          /** @description Ignored: passed is grade ≥ 65 */
          passed?: unknown;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            task: number;
            files: {
              id: number;
              file: string;
              name: string;
              size: number;
              mime: string;
            }[];
            /** Format: date-time */
            submitted_at: string;
            grade: number | null;
            passed: boolean | null;
            has_grade: boolean;
            /** Format: date-time */
            graded_at: string | null;
            user: {
              id: number;
              name: string;
              username: string;
            };
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Graded already, or the user is no longer at the practice stage */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CertificateOrdersController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        course?: number;
        search?: string;
        awaiting?: 'deputy' | 'director' | 'issue';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              course: {
                id: number;
                title: string;
                title_kk: string;
              };
              act_number: string;
              act_number_kk: string;
              /** Format: date-time */
              created_at: string;
              /** @enum {string} */
              status: 'pending' | 'signed' | 'completed';
              all_signed: boolean;
              users_count: number;
              pending_users_count: number;
              awaiting_deputy_count: number;
              awaiting_director_count: number;
              approved_count: number;
              issued_count: number;
              pending_users: {
                id: number;
                name: string;
                username: string;
              }[];
              allowed_events: string[];
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CertificateOrdersController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          course: number;
          act_number: string;
          act_number_kk: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            course: {
              id: number;
              title: string;
              title_kk: string;
            };
            act_number: string;
            act_number_kk: string;
            /** Format: date-time */
            created_at: string;
            /** @enum {string} */
            status: 'pending' | 'signed' | 'completed';
            all_signed: boolean;
            users_count: number;
            pending_users_count: number;
            awaiting_deputy_count: number;
            awaiting_director_count: number;
            approved_count: number;
            issued_count: number;
            pending_users: {
              id: number;
              name: string;
              username: string;
            }[];
            users: {
              id: number;
              name: string;
              username: string;
              /** @enum {string} */
              status: 'awaiting_deputy' | 'awaiting_director' | 'approved' | 'issued';
              /** Format: date-time */
              signed_by_deputy_at: string | null;
              /** Format: date-time */
              approved_by_director_at: string | null;
              certificate_id: number | null;
            }[];
          };
        };
      };
      /** @description Field errors (both numbers, the course), or nobody on the course is eligible */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such course */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The course has an order with one of these numbers */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CertificateOrdersController_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            course: {
              id: number;
              title: string;
              title_kk: string;
            };
            act_number: string;
            act_number_kk: string;
            /** Format: date-time */
            created_at: string;
            /** @enum {string} */
            status: 'pending' | 'signed' | 'completed';
            all_signed: boolean;
            users_count: number;
            pending_users_count: number;
            awaiting_deputy_count: number;
            awaiting_director_count: number;
            approved_count: number;
            issued_count: number;
            pending_users: {
              id: number;
              name: string;
              username: string;
            }[];
            users: {
              id: number;
              name: string;
              username: string;
              /** @enum {string} */
              status: 'awaiting_deputy' | 'awaiting_director' | 'approved' | 'issued';
              /** Format: date-time */
              signed_by_deputy_at: string | null;
              /** Format: date-time */
              approved_by_director_at: string | null;
              certificate_id: number | null;
            }[];
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CertificateOrdersController_approveByDeputy: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user_id?: number;
          user_ids?: number[];
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            course: {
              id: number;
              title: string;
              title_kk: string;
            };
            act_number: string;
            act_number_kk: string;
            /** Format: date-time */
            created_at: string;
            /** @enum {string} */
            status: 'pending' | 'signed' | 'completed';
            all_signed: boolean;
            users_count: number;
            pending_users_count: number;
            awaiting_deputy_count: number;
            awaiting_director_count: number;
            approved_count: number;
            issued_count: number;
            pending_users: {
              id: number;
              name: string;
              username: string;
            }[];
            users: {
              id: number;
              name: string;
              username: string;
              /** @enum {string} */
              status: 'awaiting_deputy' | 'awaiting_director' | 'approved' | 'issued';
              /** Format: date-time */
              signed_by_deputy_at: string | null;
              /** Format: date-time */
              approved_by_director_at: string | null;
              certificate_id: number | null;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A named user is not at this step of the order (or not on it): nothing is signed, the users are named */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CertificateOrdersController_approveByDirector: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user_id?: number;
          user_ids?: number[];
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            course: {
              id: number;
              title: string;
              title_kk: string;
            };
            act_number: string;
            act_number_kk: string;
            /** Format: date-time */
            created_at: string;
            /** @enum {string} */
            status: 'pending' | 'signed' | 'completed';
            all_signed: boolean;
            users_count: number;
            pending_users_count: number;
            awaiting_deputy_count: number;
            awaiting_director_count: number;
            approved_count: number;
            issued_count: number;
            pending_users: {
              id: number;
              name: string;
              username: string;
            }[];
            users: {
              id: number;
              name: string;
              username: string;
              /** @enum {string} */
              status: 'awaiting_deputy' | 'awaiting_director' | 'approved' | 'issued';
              /** Format: date-time */
              signed_by_deputy_at: string | null;
              /** Format: date-time */
              approved_by_director_at: string | null;
              certificate_id: number | null;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not Found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A named user is not at this step of the order (or not on it): nothing is signed, the users are named */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CertificateOrdersController_approvedByDeputy: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              name: string;
              username: string;
              /** Format: date-time */
              signed_by_deputy_at: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CourseCertificatesController_eligible: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              name: string;
              username: string;
              expertized_date: string | null;
            }[];
            page: number;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CourseCertificatesController_generate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          start_date: string;
          expiration_date: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            issued: number;
            certificates: {
              id: number;
              uuid: string;
              user_id: number;
            }[];
          };
        };
      };
      /** @description Field errors (both dates, the end not before the start), or nobody approved to issue */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such course */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CertificatesController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        user_id?: number;
        user?: number;
        me?: '0' | '1' | 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              /** Format: uuid */
              uuid: string;
              user: {
                id: number;
                name: string;
              };
              serial_number: string;
              start_date: string;
              expiration_date: string;
              act_number: string;
              act_number_kk: string;
              /** @enum {string} */
              status: 'active' | 'expired' | 'revoked';
              /** Format: date-time */
              revoked_at: string | null;
              revoke_reason: string | null;
              course: {
                id: number;
                title: string;
                title_kk: string;
                academic_hours: number | null;
                education_type: string;
                education_type_kk: string;
                certificate_organizations: {
                  id: number;
                  name_ru: string;
                  name_kk: string;
                }[];
              };
              file: string | null;
              file_ru: string | null;
              file_kk: string | null;
              docx_ru: string | null;
              docx_kk: string | null;
              verify_url: string;
              credential: string | null;
              sha256_ru: string | null;
              sha256_kk: string | null;
              documents_ready: boolean;
              /** Format: date-time */
              created_at: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Another user’s certificates, asked for by a non-admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CertificatesController_my: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              /** Format: uuid */
              uuid: string;
              user: {
                id: number;
                name: string;
              };
              serial_number: string;
              start_date: string;
              expiration_date: string;
              act_number: string;
              act_number_kk: string;
              /** @enum {string} */
              status: 'active' | 'expired' | 'revoked';
              /** Format: date-time */
              revoked_at: string | null;
              revoke_reason: string | null;
              course: {
                id: number;
                title: string;
                title_kk: string;
                academic_hours: number | null;
                education_type: string;
                education_type_kk: string;
                certificate_organizations: {
                  id: number;
                  name_ru: string;
                  name_kk: string;
                }[];
              };
              file: string | null;
              file_ru: string | null;
              file_kk: string | null;
              docx_ru: string | null;
              docx_kk: string | null;
              verify_url: string;
              credential: string | null;
              sha256_ru: string | null;
              sha256_kk: string | null;
              documents_ready: boolean;
              /** Format: date-time */
              created_at: string;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CertificatesController_jwks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            keys: {
              kty: string;
              crv: string;
              x: string;
              kid: string;
              /** @enum {string} */
              alg: 'EdDSA';
              /** @enum {string} */
              use: 'sig';
            }[];
          };
        };
      };
    };
  };
  CertificatesController_statusList: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        list: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed status list credential (compact JWS) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vc+jwt': Blob;
        };
      };
      /** @description No such list */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CertificatesController_publicView: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        uuid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            /** Format: uuid */
            uuid: string;
            serial_number: string;
            start_date: string;
            expiration_date: string;
            act_number: string;
            act_number_kk: string;
            /** @enum {string} */
            status: 'active' | 'expired' | 'revoked';
            /** Format: date-time */
            revoked_at: string | null;
            revoke_reason: string | null;
            course: {
              id: number;
              title: string;
              title_kk: string;
              academic_hours: number | null;
              education_type: string;
              education_type_kk: string;
              certificate_organizations: {
                id: number;
                name_ru: string;
                name_kk: string;
              }[];
            };
            file_ru: string | null;
            file_kk: string | null;
            verify_url: string;
            credential: string | null;
            sha256_ru: string | null;
            sha256_kk: string | null;
            documents_ready: boolean;
            /** Format: date-time */
            created_at: string;
            user: {
              name: string;
            };
            issuer: {
              name_ru: string;
              name_kk: string;
            };
            previous_hashes: {
              sha256_ru: string | null;
              sha256_kk: string | null;
              /** Format: date-time */
              replaced_at: string;
            }[];
            credential_status: {
              status_list_credential: string;
              status_list_index: string;
              revoked: boolean;
            } | null;
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CertificatesController_publicFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        uuid: string;
        language: 'ru' | 'kk';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The certificate as a PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': Blob;
        };
      };
      /** @description No such certificate, or its documents are not generated yet */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CertificatesController_credential: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        uuid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed credential (compact JWS) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vc+jwt': Blob;
        };
      };
      /** @description No such certificate, or its credential is not generated yet */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CertificatesController_file: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        language: 'ru' | 'kk';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The certificate as a PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': Blob;
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such certificate or file */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CertificatesController_docx: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        language: 'ru' | 'kk';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The course’s Word template filled with the certificate */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': Blob;
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such certificate, or its course has no .docx template */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CertificatesController_revoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            /** Format: uuid */
            uuid: string;
            user: {
              id: number;
              name: string;
            };
            serial_number: string;
            start_date: string;
            expiration_date: string;
            act_number: string;
            act_number_kk: string;
            /** @enum {string} */
            status: 'active' | 'expired' | 'revoked';
            /** Format: date-time */
            revoked_at: string | null;
            revoke_reason: string | null;
            course: {
              id: number;
              title: string;
              title_kk: string;
              academic_hours: number | null;
              education_type: string;
              education_type_kk: string;
              certificate_organizations: {
                id: number;
                name_ru: string;
                name_kk: string;
              }[];
            };
            file: string | null;
            file_ru: string | null;
            file_kk: string | null;
            docx_ru: string | null;
            docx_kk: string | null;
            verify_url: string;
            credential: string | null;
            sha256_ru: string | null;
            sha256_kk: string | null;
            documents_ready: boolean;
            /** Format: date-time */
            created_at: string;
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Revoked already */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  CertificatesController_regenerate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accepted */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            /** Format: uuid */
            uuid: string;
            user: {
              id: number;
              name: string;
            };
            serial_number: string;
            start_date: string;
            expiration_date: string;
            act_number: string;
            act_number_kk: string;
            /** @enum {string} */
            status: 'active' | 'expired' | 'revoked';
            /** Format: date-time */
            revoked_at: string | null;
            revoke_reason: string | null;
            course: {
              id: number;
              title: string;
              title_kk: string;
              academic_hours: number | null;
              education_type: string;
              education_type_kk: string;
              certificate_organizations: {
                id: number;
                name_ru: string;
                name_kk: string;
              }[];
            };
            file: string | null;
            file_ru: string | null;
            file_kk: string | null;
            docx_ru: string | null;
            docx_kk: string | null;
            verify_url: string;
            credential: string | null;
            sha256_ru: string | null;
            sha256_kk: string | null;
            documents_ready: boolean;
            /** Format: date-time */
            created_at: string;
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The certificate is revoked */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  StatisticsController_summary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            tests: {
              id: number;
              title: string;
              title_kk: string;
              passed_count: number;
              failed_count: number;
              passed_percent: number;
            }[];
            total_count: number;
            participated_count: number;
            not_participated_count: number;
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  StatisticsController_itemAnalysis: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            test: {
              id: number;
              title: string;
              title_kk: string;
            };
            attempts: number;
            mean_percent: number | null;
            sd_percent: number | null;
            kr20: number | null;
            questions: {
              id: number;
              position: number;
              title: string;
              title_kk: string;
              attempts: number;
              correct_count: number;
              facility: number | null;
              discrimination: number | null;
              flags: ('negative_discrimination' | 'low_discrimination' | 'too_easy' | 'too_hard')[];
            }[];
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  StatisticsController_funnel: {
    parameters: {
      query?: {
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            from: string | null;
            to: string | null;
            /** Format: date-time */
            generated_at: string;
            steps: {
              /** @enum {string} */
              key:
                | 'applications'
                | 'approved'
                | 'tests_passed'
                | 'interview_passed'
                | 'essay_passed'
                | 'theory'
                | 'practice_passed'
                | 'certified';
              count: number;
              direct_enroll: number;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  WorkflowAnalyticsController_overview: {
    parameters: {
      query?: {
        period?: '7d' | '30d' | 'all';
        stuck_after_hours?: number;
      };
      header?: never;
      path: {
        machine: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            machine: string;
            version: number;
            /** @enum {string} */
            period: '7d' | '30d' | 'all';
            /** Format: date-time */
            since: string | null;
            /** Format: date-time */
            generated_at: string;
            stuck_after_hours: number | null;
            total: number;
            states: {
              state: string;
              count: number;
              completed_visits: number;
              median_seconds: number | null;
              p90_seconds: number | null;
              stuck: number | null;
            }[];
            transitions: {
              from: string | null;
              to: string;
              event: string;
              count: number;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  WorkflowAnalyticsController_stateInstances: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        search?: string;
        stuck_after_hours?: number;
      };
      header?: never;
      path: {
        machine: string;
        state: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: string;
              business_key: string;
              owner_name: string | null;
              state: string;
              /** Format: date-time */
              entered_at: string;
              seconds_in_state: number;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  WorkflowAnalyticsController_trail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        machine: string;
        id: number | string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            machine: string;
            business_key: string;
            owner_name: string | null;
            state: string;
            status: string;
            context: unknown;
            /** Format: date-time */
            created_at: string;
            timeline: {
              revision: number;
              event: string;
              from_state: string | null;
              to_state: string;
              actor: {
                role: string;
                name: string | null;
              };
              /** Format: date-time */
              at: string;
              seconds_in_state: number;
            }[];
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  QueueAdminController_session: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  QueueAdminController_apiDocsSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
          };
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  QueueAdminController_failedJobs: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              queue: string;
              id: string;
              name: string;
              failed_reason: string;
              attempts_made: number;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              failed_at: string | null;
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  DataAccessController_export: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        subject?: number;
        actor?: number;
        what?:
          | 'application_card'
          | 'document_list'
          | 'document_download'
          | 'profile'
          | 'photo'
          | 'export_row'
          | 'register_row';
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The access log as an .xlsx workbook */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  DataAccessController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        subject?: number;
        actor?: number;
        what?:
          | 'application_card'
          | 'document_list'
          | 'document_download'
          | 'profile'
          | 'photo'
          | 'export_row'
          | 'register_row';
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              /** Format: date-time */
              at: string;
              /** @enum {string} */
              what:
                | 'application_card'
                | 'document_list'
                | 'document_download'
                | 'profile'
                | 'photo'
                | 'export_row'
                | 'register_row';
              actor: {
                id: number;
                name: string;
              };
              /** @enum {string} */
              actor_role:
                'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
              subject: {
                id: number;
                name: string;
              } | null;
              application_id: number | null;
              people: number | null;
              ip: string | null;
              request_id: string | null;
              detail: {
                [key: string]: string;
              };
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  MyPersonalDataController_dataAccess: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              /** Format: date-time */
              at: string;
              /** @enum {string} */
              what:
                | 'application_card'
                | 'document_list'
                | 'document_download'
                | 'profile'
                | 'photo'
                | 'export_row'
                | 'register_row';
              /** @enum {string} */
              actor_role:
                'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  MyPersonalDataController_export: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description personal-data-<id>.zip */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': Blob;
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  MyPersonalDataController_erasureRequest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            user: {
              id: number;
              name: string;
              /** @enum {string} */
              role:
                'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
            };
            reason: string | null;
            /** @enum {string} */
            status: 'pending' | 'granted' | 'refused';
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            decided_at: string | null;
            decision_reason: string | null;
            erasable: (
              | 'profile'
              | 'contacts'
              | 'identity'
              | 'bank_account'
              | 'application_documents'
              | 'photo'
              | 'essays'
              | 'practice_files'
              | 'notifications'
              | 'mail_texts'
            )[];
            kept: ('certificate' | 'decision_in_progress')[];
          } | null;
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  MyPersonalDataController_requestErasure: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            user: {
              id: number;
              name: string;
              /** @enum {string} */
              role:
                'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
            };
            reason: string | null;
            /** @enum {string} */
            status: 'pending' | 'granted' | 'refused';
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            decided_at: string | null;
            decision_reason: string | null;
            erasable: (
              | 'profile'
              | 'contacts'
              | 'identity'
              | 'bank_account'
              | 'application_documents'
              | 'photo'
              | 'essays'
              | 'practice_files'
              | 'notifications'
              | 'mail_texts'
            )[];
            kept: ('certificate' | 'decision_in_progress')[];
          };
        };
      };
      /** @description A reason over 1000 characters */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description A request of mine is waiting already */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ErasureRequestsController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        status?: 'pending' | 'granted' | 'refused';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            /** @description The next page’s URL, null on the last page */
            next: string | null;
            /** @description The previous page’s URL, null on the first page */
            previous: string | null;
            results: {
              id: number;
              user: {
                id: number;
                name: string;
                /** @enum {string} */
                role:
                  'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
              };
              reason: string | null;
              /** @enum {string} */
              status: 'pending' | 'granted' | 'refused';
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              decided_at: string | null;
              decision_reason: string | null;
              erasable: (
                | 'profile'
                | 'contacts'
                | 'identity'
                | 'bank_account'
                | 'application_documents'
                | 'photo'
                | 'essays'
                | 'practice_files'
                | 'notifications'
                | 'mail_texts'
              )[];
              kept: ('certificate' | 'decision_in_progress')[];
            }[];
          };
        };
      };
      /** @description Field errors */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  ErasureRequestsController_decide: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          decision: 'granted' | 'refused';
          reason: string;
        };
      };
    };
    responses: {
      /** @description Ok */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            user: {
              id: number;
              name: string;
              /** @enum {string} */
              role:
                'admin' | 'director' | 'deputy' | 'staff' | 'expert' | 'direct_enroll' | 'user' | 'analyst';
            };
            reason: string | null;
            /** @enum {string} */
            status: 'pending' | 'granted' | 'refused';
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            decided_at: string | null;
            decision_reason: string | null;
            erasable: (
              | 'profile'
              | 'contacts'
              | 'identity'
              | 'bank_account'
              | 'application_documents'
              | 'photo'
              | 'essays'
              | 'practice_files'
              | 'notifications'
              | 'mail_texts'
            )[];
            kept: ('certificate' | 'decision_in_progress')[];
          };
        };
      };
      /** @description No decision or no reason */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Decided already, or a certificate order with the person is being signed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
}
