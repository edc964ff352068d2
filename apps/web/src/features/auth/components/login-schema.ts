// Behind a dynamic import of its own (login-form.tsx): what it brings, zod and the contracts' schemas, is the
// biggest download of the login page, and the form needs it only once the visitor starts typing.
export { loginSchema } from '@expert-portal/contracts';
