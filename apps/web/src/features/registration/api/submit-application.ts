import type {
  ApplicationCreatedDto,
  RegistrationFileField,
  RegistrationTextField,
  RegistrationValues,
} from '@expert-portal/contracts';
import type { RegistrationSubmitFailure } from '@expert-portal/machines';
import { ApiError } from '@/shared/api/api-error';
import { api, apiFetch, unwrap, type ApiForm } from '@/shared/api/client';
import { multipartBody } from '@/shared/api/multipart';

/** The country code shown before the phone field and sent in front of its ten digits. */
export const PHONE_PREFIX = '+7';

export interface ApplicationSubmission {
  values: RegistrationValues;
  /** The chosen files the form accepted. */
  files: Partial<Record<RegistrationFileField, File>>;
  /** The display name of the chosen education level. */
  level: string;
}

/** The application's multipart body: the text parts trimmed, the chosen files with their names. */
export function applicationBody({
  values,
  files,
  level,
}: ApplicationSubmission): ApiForm<'/api/v1/applications', 'post'> {
  const { identity_doc: identityDoc, ...others } = files;
  // The wizard sends only a form it accepted, which has the identity document (required).
  if (!identityDoc) throw new Error('An application is sent with its identity document.');
  const trimmed = (field: RegistrationTextField) => values[field].trim();
  const academic = values.academic_status === 'true';
  return {
    name: trimmed('name'),
    email: trimmed('email'),
    address: trimmed('address'),
    id_number: trimmed('id_number'),
    iin: trimmed('iin'),
    iik: trimmed('iik'),
    bank: trimmed('bank'),
    workplace: trimmed('workplace'),
    language: trimmed('language'),
    language_learn: trimmed('language_learn'),
    teacher_category: trimmed('teacher_category'),
    subject: trimmed('subject'),
    education_level: trimmed('education_level'),
    phone: `${PHONE_PREFIX}${values.phone}`,
    academic_status: String(academic),
    subject2: trimmed('subject2') || undefined,
    level,
    identity_doc: identityDoc,
    ...others,
    // The degree document belongs to the application only while the applicant says they hold a degree.
    academic_degree_certificate: academic ? others.academic_degree_certificate : undefined,
  };
}

// In this order: the server's detail, a too-large answer, field errors, else the status.
function submitFailure(error: unknown): RegistrationSubmitFailure {
  if (!(error instanceof ApiError) || error.kind !== 'http') return { kind: 'network' };
  if (error.detail) return { kind: 'detail', detail: error.detail };
  if (error.status === 413) return { kind: 'too_large' };
  if (error.fieldErrors) return { kind: 'fields', errors: error.fieldErrors };
  return { kind: 'status', status: error.status };
}

/**
 * POST /api/v1/applications/ (public: no token, so an old session cannot interfere); reports the upload's
 * progress, answers with the stored application (its number) and rejects with the failure shape the registration
 * wizard maps to its banners.
 */
export async function submitApplication(
  submission: ApplicationSubmission,
  onUploadProgress: (fraction: number) => void,
): Promise<ApplicationCreatedDto> {
  try {
    return await unwrap(
      api.POST('/api/v1/applications', {
        body: applicationBody(submission),
        bodySerializer: multipartBody,
        fetch: apiFetch({ skipAuth: true, onUploadProgress }),
      }),
    );
  } catch (error) {
    throw submitFailure(error);
  }
}
