export * from './roles';
export * from './language';
export * from './pagination';
export * from './auth';
export * from './users';
export * from './reference';
export * from './i18n/messages';
export { z } from 'zod';
import { z } from 'zod';

// In a browser zod must not compile parsers with `new Function`: the portal's Content-Security-Policy has no
// 'unsafe-eval', and zod's probe for it would be reported as a violation. The API keeps the faster parsers.
z.config({ jitless: 'document' in globalThis });
export * from './notifications';
export * from './kz-identifiers';
export * from './registration';
export * from './applications';
export * from './contact';
export * from './search';
export * from './application-list';
export * from './accounts';
export * from './workflow';
export * from './admin';
export * from './pre-course-tests';
export * from './interviews';
export * from './essays';
export * from './primitives';
