/** Rows read a page at a time when a list is followed to its end (the API's largest page). */
export const FOLLOW_PAGE_SIZE = 500;

/** Every row of a paged list, read page by page through `next` ("followed through next"). */
export async function readAllPages<T>(
  readPage: (query: { page: number; page_size: number }) => Promise<{ results: T[]; next: string | null }>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await readPage({ page, page_size: FOLLOW_PAGE_SIZE });
    rows.push(...answer.results);
    if (!answer.next || answer.results.length === 0) return rows;
  }
}
