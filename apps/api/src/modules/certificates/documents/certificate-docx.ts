import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import type { CertificateDocumentFields } from './certificate-fields';
import { formatCertificateDate } from './certificate-texts';
import { bareOrderNumber } from './order-number';

/** The values a .docx certificate template's tags are filled with, dates as the certificate prints them. */
export function docxTemplateValues(fields: CertificateDocumentFields): Record<string, string> {
  return {
    full_name: fields.full_name,
    serial_number: fields.serial_number,
    // The templates print the sign themselves, «Приказ № {act_number}»: the number goes in without its own.
    act_number: bareOrderNumber(fields.act_number),
    course_title: fields.course_title,
    academic_hours: fields.academic_hours === null ? '' : String(fields.academic_hours),
    education_type: fields.education_type,
    organizations: fields.organizations.filter((name) => name.trim() !== '').join('; '),
    start_date: formatCertificateDate(fields.start_date),
    expiration_date: formatCertificateDate(fields.expiration_date),
    verify_url: fields.verify_url,
  };
}

/**
 * Fills a Word .docx certificate template: `{full_name} {serial_number} {act_number} {course_title}
 * {academic_hours} {education_type} {organizations} {start_date} {expiration_date} {verify_url}`, dates as
 * DD.MM.YYYY, `{act_number}` without a leading «№» (the template writes «№ {act_number}»). A tag the template
 * names but the fields lack prints as nothing.
 *
 * Returns null when the template cannot be filled: not a ZIP package with a Word document in it (an old
 * Word 97–2003 .doc is an OLE file, which docxtemplater cannot read or write — such a template has to be
 * saved as .docx first), or a document whose tags do not parse (an unclosed `{`).
 */
export function fillDocxTemplate(fields: CertificateDocumentFields, template: Buffer): Buffer | null {
  let document: Docxtemplater;
  try {
    document = new Docxtemplater(new PizZip(template), {
      paragraphLoop: true,
      linebreaks: true,
      // Not to the console: a template's errors are the caller's to report.
      errorLogging: false,
      nullGetter: () => '',
    });
  } catch {
    return null;
  }
  try {
    document.render(docxTemplateValues(fields));
  } catch {
    return null;
  }
  return document.toBuffer({ compression: 'DEFLATE' });
}
