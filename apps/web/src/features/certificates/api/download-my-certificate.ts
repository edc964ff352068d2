import type { CertificateDto } from '@expert-portal/contracts';
import { downloadFile } from '@/shared/api/download-file';
import { certificatePaths, type DocumentLanguage } from './certificate-keys';

/** The owner's PDF of a certificate in one language, fetched with the bearer token and saved. */
export function downloadMyCertificate(
  certificate: CertificateDto,
  language: DocumentLanguage,
): Promise<void> {
  const url =
    (language === 'ru' ? certificate.file_ru : certificate.file_kk) ??
    certificatePaths.file(certificate.id, language);
  return downloadFile(url, `certificate-${certificate.serial_number}-${language}.pdf`);
}
