import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';

export const mailCatalogueKeys = { all: ['mail-templates'] as const };

/**
 * GET /api/v1/mail-templates/ (admins): every kind of mail in both languages, filled with example data, in the
 * catalogue's order.
 */
export function useMailCatalogue() {
  return useQuery({
    queryKey: mailCatalogueKeys.all,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/mail-templates', { signal })),
    // The templates change only with a release of the portal.
    staleTime: Infinity,
  });
}
