import { z } from 'zod';
import { MAX_INT32, dateTimeText } from './primitives';
import { pageQuerySchema } from './pagination';
import { REGISTRATION_FILE_FIELDS } from './registration';

/** GET documents/?object_id=&content_type=user: the documents of one user. */
export const documentListQuerySchema = pageQuerySchema.extend({
  object_id: z.coerce.number({ error: 'validation.required' }).int().min(1).max(MAX_INT32),
  content_type: z.literal('user', { error: 'validation.invalid' }),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

/**
 * A user's document (content_type user, object_id): a file of the application the account was
 * made from, downloaded from `file` with the bearer token.
 */
export const documentSchema = z.object({
  id: z.number().int(),
  content_type: z.literal('user'),
  object_id: z.number().int(),
  /** Which document of the application it is. */
  field: z.enum(REGISTRATION_FILE_FIELDS),
  /** The name it was uploaded under. */
  name: z.string(),
  file: z.string(),
  mime: z.string(),
  size: z.number().int(),
  created_at: dateTimeText,
});
export type DocumentDto = z.infer<typeof documentSchema>;
