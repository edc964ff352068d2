/** The signed-in person's own security settings (GET /api/v1/users/me/security/). */
export const MY_SECURITY_KEY = ['users', 'me', 'security'] as const;
