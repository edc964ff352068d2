import { z } from 'zod';

/** The list shape of every paginated endpoint. */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 20;
/** No list has this many pages; a larger page number is a bad request, not a huge OFFSET. */
export const MAX_PAGE = 1_000_000;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The schema of a page of `item`s (the OpenAPI document of every paginated endpoint). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().min(0),
    next: z.string().nullable().meta({ description: 'The next page’s URL, null on the last page' }),
    previous: z.string().nullable().meta({ description: 'The previous page’s URL, null on the first page' }),
    results: z.array(item),
  });
}
