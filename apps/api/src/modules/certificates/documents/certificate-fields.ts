export type CertificateLanguage = 'ru' | 'kk';

/**
 * One certificate's fields in one language, as the PDF and the .docx template print them. Dates are
 * 'YYYY-MM-DD'; verify_url is `{PUBLIC_URL}/certificates/{uuid}`.
 */
export interface CertificateDocumentFields {
  language: CertificateLanguage;
  full_name: string;
  serial_number: string;
  /** The order (act) number in this language. */
  act_number: string;
  course_title: string;
  academic_hours: number | null;
  education_type: string;
  /** The certificate organisations' names in this language. */
  organizations: string[];
  start_date: string;
  expiration_date: string;
  verify_url: string;
}
