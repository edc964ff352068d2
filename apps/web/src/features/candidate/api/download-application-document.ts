import { apiRequest } from '@/shared/api/client';

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
// Long enough for a slow save dialog, as the back office's downloads.
const REVOKE_AFTER_MS = 40_000;

/**
 * GET /api/v1/applications/{id}/files/{field}/, which the applicant may read: fetched with the bearer token
 * and handed to the browser as a file named `name` (404 when the application has no such document).
 */
export async function downloadApplicationDocument(
  application: number,
  document: EducationDocument,
  name: string,
): Promise<void> {
  const blob = await apiRequest<Blob>(`/api/v1/applications/${application}/files/${document}/`, {
    asBlob: true,
  });
  const extension = EXTENSIONS[blob.type];
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = extension ? `${name}.${extension}` : name;
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
