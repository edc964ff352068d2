/** The roles of the portal: seven plus the read-only analyst. */
export const ROLES = [
  'admin',
  'director',
  'deputy',
  'staff',
  'expert',
  'direct_enroll',
  'user',
  'analyst',
] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Roles an admin creates and moves between; candidate roles move only through the pipeline. Kept here, with
 * no schema beside them, as every signed-in area's frame reads them.
 */
export const BACK_OFFICE_ROLES = ['admin', 'staff', 'deputy', 'director', 'analyst'] as const;
export type BackOfficeRole = (typeof BACK_OFFICE_ROLES)[number];

export function isBackOfficeRole(role: Role | string): role is BackOfficeRole {
  return (BACK_OFFICE_ROLES as readonly string[]).includes(role);
}

// Raw role texts seen in the field, lowercased with separators folded to one space.
const ROLE_ALIASES: ReadonlyArray<[Role, readonly string[]]> = [
  ['admin', ['admin', 'administrator', 'админ', 'администратор', 'әкімші']],
  ['director', ['director', 'директор']],
  ['deputy', ['deputy', 'deputy director', 'зам', 'заместитель', 'заместитель директора', 'орынбасар']],
  ['staff', ['staff', 'employee', 'сотрудник', 'қызметкер']],
  ['expert', ['expert', 'эксперт', 'сарапшы']],
  [
    'direct_enroll',
    ['direct enroll', 'direct enrollment', 'direct enrolment', 'прямое зачисление', 'тікелей қабылдау'],
  ],
  ['analyst', ['analyst', 'аналитик', 'талдаушы']],
  ['user', ['user', 'candidate', 'кандидат', 'слушатель', 'үміткер']],
];

/** Normalises a raw role text (English, Russian or Kazakh variants) to a role; unknown text becomes `user`. */
export function normalizeRole(raw: unknown): Role {
  if (typeof raw !== 'string') return 'user';
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/[\s_\-.]+/g, ' ');
  for (const [role, aliases] of ROLE_ALIASES) {
    if (aliases.includes(text)) return role;
  }
  return 'user';
}

/** Where each role lands after login . */
export function homePathForRole(role: Role | string): string {
  switch (role) {
    case 'admin':
      return '/admin';
    case 'director':
      return '/director';
    case 'deputy':
      return '/deputy';
    case 'staff':
      return '/staff';
    case 'analyst':
      return '/analyst';
    case 'expert':
    case 'direct_enroll':
    case 'user':
      return '/user';
    default:
      return '/';
  }
}
