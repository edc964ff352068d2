export * from './roles';
export * from './language';
export * from './pagination';
export * from './auth';
export * from './users';
export * from './reference';
export * from './i18n/messages';
export { z } from 'zod';
export * from './notifications';
