import { api, unwrap } from '@/shared/api/client';
import { saveBlob } from '@/shared/lib/save-blob';

/** The application documents the education tab offers. */
export const EDUCATION_DOCUMENTS = [
  'education_diploma',
  'academic_degree_certificate',
  'identity_doc',
] as const;
export type EducationDocument = (typeof EDUCATION_DOCUMENTS)[number];

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/**
 * GET /api/v1/applications/{id}/files/{field}/, which the applicant may read: fetched with the bearer token
 * and handed to the browser as a file named `name` (404 when the application has no such document).
 */
export async function downloadApplicationDocument(
  application: number,
  document: EducationDocument,
  name: string,
): Promise<void> {
  const blob = await unwrap(
    api.GET('/api/v1/applications/{id}/files/{field}', {
      params: { path: { id: application, field: document } },
      parseAs: 'blob',
      headers: { Accept: '*/*' },
    }),
  );
  const extension = EXTENSIONS[blob.type];
  saveBlob(blob, extension ? `${name}.${extension}` : name);
}
