/** The browser storage keys; older screens read the same keys, so the names are fixed. */
export const STORAGE_KEYS = {
  access: 'access',
  refresh: 'refresh',
  userId: 'userId',
  role: 'role',
  roleRaw: 'role_raw',
  authScheme: 'auth_scheme',
  lang: 'lang',
  locale: 'locale',
} as const;
