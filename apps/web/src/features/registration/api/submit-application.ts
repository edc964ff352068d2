import type {
  RegistrationFileField,
  RegistrationTextField,
  RegistrationValues,
} from '@expert-portal/contracts';
import type { RegistrationSubmitFailure } from '@expert-portal/machines';
import { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';

/** The country code shown before the phone field and sent in front of its ten digits (spec §3). */
export const PHONE_PREFIX = '+7';

const APPLICATIONS_PATH = '/api/v1/applications/';

// The text parts sent as typed (trimmed); phone, academic_status, subject2 and level are shaped apart.
const PLAIN_FIELDS: readonly RegistrationTextField[] = [
  'name',
  'email',
  'address',
  'id_number',
  'iin',
  'iik',
  'bank',
  'workplace',
  'language',
  'language_learn',
  'teacher_category',
  'subject',
  'education_level',
];

export interface ApplicationSubmission {
  values: RegistrationValues;
  /** The chosen files the form accepted. */
  files: Partial<Record<RegistrationFileField, File>>;
  /** The display name of the chosen education level. */
  level: string;
}

/** The multipart body of spec §3. */
export function applicationFormData({ values, files, level }: ApplicationSubmission): FormData {
  const data = new FormData();
  for (const field of PLAIN_FIELDS) data.append(field, values[field].trim());
  data.append('phone', `${PHONE_PREFIX}${values.phone}`);
  const academic = values.academic_status === 'true';
  data.append('academic_status', String(academic));
  if (values.subject2.trim()) data.append('subject2', values.subject2.trim());
  data.append('level', level);
  for (const [field, file] of Object.entries(files) as [RegistrationFileField, File][]) {
    // The degree document belongs to the application only while the applicant says they hold a degree.
    if (field === 'academic_degree_certificate' && !academic) continue;
    data.append(field, file, file.name);
  }
  return data;
}

// Spec §8's order: the server's detail, a too-large answer, field errors, else the status.
function submitFailure(error: unknown): RegistrationSubmitFailure {
  if (!(error instanceof ApiError) || error.kind !== 'http') return { kind: 'network' };
  if (error.detail) return { kind: 'detail', detail: error.detail };
  if (error.status === 413) return { kind: 'too_large' };
  if (error.fieldErrors) return { kind: 'fields', errors: error.fieldErrors };
  return { kind: 'status', status: error.status };
}

/**
 * POST /api/v1/applications/ (public: no token, so an old session cannot interfere); reports the upload's
 * progress and rejects with the failure shape the registration wizard maps to its banners.
 */
export async function submitApplication(
  submission: ApplicationSubmission,
  onUploadProgress: (fraction: number) => void,
): Promise<void> {
  try {
    await apiRequest(APPLICATIONS_PATH, {
      method: 'POST',
      body: applicationFormData(submission),
      skipAuth: true,
      onUploadProgress,
    });
  } catch (error) {
    throw submitFailure(error);
  }
}
