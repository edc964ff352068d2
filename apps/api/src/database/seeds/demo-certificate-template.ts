import { simpleDocx } from './simple-docx';

/**
 * A demo course's Word certificate template in Russian or Kazakh, with the tags the certificate documents
 * fill (modules/certificates/documents/certificate-docx.ts).
 */
export function demoCertificateTemplate(language: 'ru' | 'kk'): Promise<Buffer> {
  return simpleDocx(
    language === 'ru'
      ? [
          'СЕРТИФИКАТ № {serial_number}',
          '{full_name}',
          'прошёл(а) курс «{course_title}» ({academic_hours} ак. ч., {education_type})',
          '{organizations}',
          'Действителен с {start_date} по {expiration_date}. Приказ № {act_number}',
          'Проверить: {verify_url}',
        ]
      : [
          'СЕРТИФИКАТ № {serial_number}',
          '{full_name}',
          '«{course_title}» курсын аяқтады ({academic_hours} ак. сағ., {education_type})',
          '{organizations}',
          '{start_date} бастап {expiration_date} дейін жарамды. Бұйрық № {act_number}',
          'Тексеру: {verify_url}',
        ],
  );
}
