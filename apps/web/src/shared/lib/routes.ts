import type { Role } from '@expert-portal/contracts';

/** Every route path of the app lives here; screens link through these instead of spelling paths. */
export const PATHS = {
  home: '/',
  login: '/login',
  registerExpert: '/register-expert',
  certificates: '/certificates',
  certificate: '/certificates/:uuid',
  setPassword: '/set-password/:token',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
} as const;

export const AREAS = ['admin', 'director', 'deputy', 'staff', 'analyst', 'user'] as const;
export type Area = (typeof AREAS)[number];

interface AreaDefinition {
  path: string;
  /** Roles allowed in; admin may enter every back-office area. */
  roles: readonly Role[];
  /** Section paths relative to the area, in sidebar order; the first one is where the area opens. */
  sections: readonly string[];
}

export const AREA_DEFINITIONS: Record<Area, AreaDefinition> = {
  admin: {
    path: '/admin',
    roles: ['admin'],
    sections: [
      'users',
      'accounts',
      'candidates',
      'pre-course-tests',
      'courses',
      'course-users',
      'invite-interview',
      'essay',
      'practice',
      'staff',
      'eligible',
      'statistics',
      'contact-messages',
      'mail-log',
      'mail-templates',
      'audit-log',
      'data-access',
      'erasure-requests',
      'workflow-failures',
    ],
  },
  director: {
    path: '/director',
    roles: ['director', 'admin'],
    sections: ['dashboard', 'applications', 'certificates', 'certificates/issue'],
  },
  deputy: { path: '/deputy', roles: ['deputy', 'admin'], sections: ['approvals', 'cert-approvals'] },
  staff: { path: '/staff', roles: ['staff', 'admin'], sections: ['applications'] },
  analyst: { path: '/analyst', roles: ['analyst', 'admin'], sections: ['workflows', 'statistics'] },
  user: {
    path: '/user',
    roles: ['user', 'direct_enroll', 'expert'],
    sections: ['profile', 'certificate', 'tests', 'interview', 'essay', 'courses', 'practice'],
  },
};

export function sectionPath(area: Area, section: string): string {
  return `${AREA_DEFINITIONS[area].path}/${section}`;
}

/** A course's lesson cards (/admin/courses/{id}/content) and its add-lesson page. */
export const adminCourseContentPath = (courseId: number) =>
  `${sectionPath('admin', 'courses')}/${courseId}/content`;
export const adminAddLessonPath = (courseId: number) =>
  `${sectionPath('admin', 'courses')}/${courseId}/add-lesson`;
/**
 * The admin's certificate issue page (/admin/certificates/issue, a navigation target without a
 * sidebar entry; the director's twin is the section certificates/issue).
 */
export const adminIssueCertificatesPath = `${AREA_DEFINITIONS.admin.path}/certificates/issue`;

/**
 * The tabs of the statistics section (/admin/statistics and the analysts' read-only /analyst/statistics), the
 * first where the section opens (progress, tests, third), and a test's item analysis under the
 * tests tab.
 */
export const STATISTICS_TABS = ['progress', 'tests', 'third'] as const;
export type StatisticsTab = (typeof STATISTICS_TABS)[number];
export const STATISTICS_TEST_PATH = 'tests/:id';

/** The candidate's page of one of their courses (/user/courses/{id}, a child of the theory section). */
export function myCoursePath(courseId: number): string {
  return `${sectionPath('user', 'courses')}/${courseId}`;
}

/** An analyst's page of one workflow machine (/analyst/workflows/{machine}): its live statechart. */
export function analystWorkflowPath(machine: string): string {
  return `${sectionPath('analyst', 'workflows')}/${encodeURIComponent(machine)}`;
}

/** The area a path lies in (/admin/nope → admin), or undefined on the public pages. */
export function areaOfPath(pathname: string): Area | undefined {
  return AREAS.find((area) => {
    const { path } = AREA_DEFINITIONS[area];
    return pathname === path || pathname.startsWith(`${path}/`);
  });
}

/** The public page of a certificate (/certificates/{uuid}), which its QR code links. */
export function certificatePath(uuid: string): string {
  return PATHS.certificate.replace(':uuid', encodeURIComponent(uuid));
}
