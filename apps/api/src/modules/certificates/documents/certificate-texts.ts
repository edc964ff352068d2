import type { CertificateLanguage } from './certificate-fields';

/** The words printed on a certificate around its fields, in the certificate's own language. */
export interface CertificateTexts {
  title: string;
  /** The line above the holder's name. */
  confirms: string;
  /** The line between the name and the course title (Russian); empty where the language puts it after. */
  beforeCourse: string;
  /** The words after the course title: the programme, the hours (when known) and "completed". */
  afterCourse: (hours: number | null) => string;
  educationType: string;
  organizations: (count: number) => string;
  serialNumber: string;
  /** The word before the order's number, which orderNumberLabel gives with its «№». */
  actNumber: string;
  validity: (from: string, to: string) => string;
  verify: string;
}

// Russian takes the genitive after «в объёме»: «1 (21, 101…) академического часа», otherwise «… часов».
function russianHours(hours: number): string {
  const lastTwo = hours % 100;
  const singular = hours % 10 === 1 && lastTwo !== 11;
  return `в объёме ${hours} ${singular ? 'академического часа' : 'академических часов'}`;
}

export const certificateTexts: Record<CertificateLanguage, CertificateTexts> = {
  ru: {
    title: 'СЕРТИФИКАТ',
    confirms: 'Настоящий сертификат подтверждает, что',
    beforeCourse: 'прошёл(-ла) обучение по программе',
    afterCourse: (hours) => (hours === null ? '' : russianHours(hours)),
    educationType: 'Форма обучения',
    organizations: (count) => (count > 1 ? 'Организаторы обучения' : 'Организатор обучения'),
    serialNumber: 'Серийный номер',
    actNumber: 'Приказ',
    validity: (from, to) => `Действителен с ${from} по ${to}`,
    verify: 'Проверить подлинность',
  },
  // Kazakh names the programme first and ends on the verb, and a name on its own line is not declined:
  // «Осы сертификат төмендегіні растайды: <name> «<course>» бағдарламасы бойынша … оқудан өтті».
  kk: {
    title: 'СЕРТИФИКАТ',
    confirms: 'Осы сертификат төмендегіні растайды:',
    beforeCourse: '',
    afterCourse: (hours) =>
      hours === null
        ? 'бағдарламасы бойынша оқудан өтті'
        : `бағдарламасы бойынша ${hours} академиялық сағат көлемінде оқудан өтті`,
    educationType: 'Оқыту нысаны',
    organizations: (count) => (count > 1 ? 'Оқытуды ұйымдастырушылар' : 'Оқытуды ұйымдастырушы'),
    serialNumber: 'Сериялық нөмірі',
    actNumber: 'Бұйрық',
    validity: (from, to) => `${from} ж. бастап ${to} ж. дейін жарамды`,
    verify: 'Түпнұсқалығын тексеру',
  },
};

/** 'YYYY-MM-DD' as the certificate prints it, 'DD.MM.YYYY'; any other text is printed as it is. */
export function formatCertificateDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : date;
}
