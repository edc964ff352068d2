import type { INestApplicationContext } from '@nestjs/common';
import { hasValidIinCheckDigit, isValidKzIban, type Language, type Role } from '@expert-portal/contracts';
import { applicationSigningWorkflow, type ApprovedRole, type SentEventOf } from '@expert-portal/machines';
import { DataSource } from 'typeorm';
import type { WorkflowActor } from '../../core/workflow/workflow-access';
import { WorkflowRuntime } from '../../core/workflow/workflow-runtime.service';
import { applicationBusinessKey } from '../../modules/applications/application-signing.projection-writer';
import type { UploadedDocument } from '../../modules/applications/application-upload';
import { ApplicationsService } from '../../modules/applications/applications.service';
import { textPdf } from './simple-pdf';

const DAY_MS = 24 * 60 * 60 * 1000;

export type Bank = 'Halyk Bank' | 'Kaspi Bank' | 'Bank CenterCredit' | 'Jusan Bank' | 'Forte Bank';

/** The bank code that follows the check digits in each bank's IBANs. */
export const BANK_CODES: Record<Bank, string> = {
  'Halyk Bank': '601',
  'Kaspi Bank': '722',
  'Bank CenterCredit': '826',
  'Jusan Bank': '998',
  'Forte Bank': '965',
};

/** Where an application stands once seeded; a refusal names its reason by the list's Russian name. */
type Stage =
  | { kind: 'waiting_staff' }
  | { kind: 'waiting_deputy' }
  | { kind: 'approved'; role: ApprovedRole }
  | { kind: 'rejected'; by: 'staff' | 'deputy'; reason: string; comment: string };

export type DemoApplicationCounts = Record<Stage['kind'], number>;

/** Reference-list entries are named by their Russian name, as the migration seeded them. */
interface DemoApplicant {
  name: string;
  female: boolean;
  born: string;
  email: string;
  phone: string;
  address: string;
  workplace: string;
  bank: Bank;
  category: string;
  language: string;
  languageLearn: string;
  subject: string;
  subject2?: string;
  level: string;
  degree?: boolean;
  submittedIn: Language;
  daysAgo: number;
  stage: Stage;
}

const DEMO_APPLICANTS: DemoApplicant[] = [
  {
    name: 'Ахметова Айгерим Серикқызы',
    female: true,
    born: '1988-04-12',
    email: 'aigerim.akhmetova@example.com',
    phone: '7014582236',
    address: 'Астана қ., Қабанбай батыр даңғылы, 48, 112 пәтер',
    workplace: 'Астана қаласының № 65 мектеп-лицейі',
    bank: 'Halyk Bank',
    category: 'педагог-эксперт',
    language: 'Казахский язык',
    languageLearn: 'Казахский язык',
    subject: 'Казахский язык',
    subject2: 'Казахская литература',
    level: 'Высшее образование',
    submittedIn: 'kk',
    daysAgo: 0,
    stage: { kind: 'waiting_staff' },
  },
  {
    name: 'Иванова Ольга Петровна',
    female: true,
    born: '1979-11-03',
    email: 'olga.ivanova@example.com',
    phone: '7772140958',
    address: 'г. Караганда, ул. Ерубаева, 35, кв. 14',
    workplace: 'КГУ «Гимназия № 93» г. Караганды',
    bank: 'Bank CenterCredit',
    category: 'педагог-мастер',
    language: 'Русский язык',
    languageLearn: 'Русский язык',
    subject: 'Русский язык',
    subject2: 'Русская литература',
    level: 'Высшее образование',
    submittedIn: 'ru',
    daysAgo: 57,
    stage: { kind: 'approved', role: 'direct_enroll' },
  },
  {
    name: 'Нұрланов Дәулет Қайратұлы',
    female: false,
    born: '1991-07-22',
    email: 'daulet.nurlanov@example.com',
    phone: '7053317840',
    address: 'Шымкент қ., Тәуке хан даңғылы, 27, 5 пәтер',
    workplace: 'Шымкент қаласының № 8 мектеп-гимназиясы',
    bank: 'Kaspi Bank',
    category: 'педагог-модератор',
    language: 'Казахский язык',
    languageLearn: 'Казахский язык',
    subject: 'Математика',
    level: 'Высшее образование',
    submittedIn: 'kk',
    daysAgo: 2,
    stage: { kind: 'waiting_staff' },
  },
  {
    name: 'Сулейменова Динара Ерлановна',
    female: true,
    born: '1985-02-17',
    email: 'dinara.suleimenova@example.com',
    phone: '7017729415',
    address: 'г. Алматы, мкр. Самал-2, д. 58, кв. 31',
    workplace: 'КГУ «Гимназия № 159 имени Ыбырая Алтынсарина» г. Алматы',
    bank: 'Halyk Bank',
    category: 'педагог-исследователь',
    language: 'Русский язык',
    languageLearn: 'Русский язык',
    subject: 'Английский язык',
    level: 'Послевузовское образование',
    degree: true,
    submittedIn: 'ru',
    daysAgo: 45,
    stage: { kind: 'approved', role: 'user' },
  },
  {
    name: 'Петров Сергей Викторович',
    female: false,
    born: '1976-09-30',
    email: 'sergey.petrov@example.com',
    phone: '7478801263',
    address: 'г. Павлодар, ул. Торайгырова, 64, кв. 8',
    workplace: 'КГУ «Средняя общеобразовательная школа № 17» г. Павлодара',
    bank: 'Forte Bank',
    category: 'педагог-эксперт',
    language: 'Русский язык',
    languageLearn: 'Русский язык',
    subject: 'Физика',
    level: 'Высшее образование',
    submittedIn: 'ru',
    daysAgo: 14,
    stage: { kind: 'waiting_deputy' },
  },
  {
    name: 'Жақыпова Гүлнұр Бекболатқызы',
    female: true,
    born: '1990-05-08',
    email: 'gulnur.zhakypova@example.com',
    phone: '7026654091',
    address: 'Тараз қ., Төле би көшесі, 112, 3 пәтер',
    workplace: 'Тараз қаласының № 42 жалпы орта білім беретін мектебі',
    bank: 'Jusan Bank',
    category: 'педагог-модератор',
    language: 'Казахский язык',
    languageLearn: 'Казахский язык',
    subject: 'Познание мира',
    level: 'Высшее образование',
    submittedIn: 'kk',
    daysAgo: 15,
    stage: {
      kind: 'rejected',
      by: 'staff',
      reason: 'Неполный комплект документов',
      comment:
        'Жұмыс орнынан анықтамада ұйымның мөрі жоқ. Расталған анықтаманы жүктеп, өтінімді қайта беріңіз.',
    },
  },
  {
    name: 'Ким Елена Александровна',
    female: true,
    born: '1983-12-19',
    email: 'elena.kim@example.com',
    phone: '7075519372',
    address: 'г. Алматы, ул. Розыбакиева, 247, кв. 90',
    workplace: 'КГУ «Специализированный лицей № 165» г. Алматы',
    bank: 'Kaspi Bank',
    category: 'педагог-эксперт',
    language: 'Русский язык',
    languageLearn: 'Русский язык',
    subject: 'Химия',
    subject2: 'Биология',
    level: 'Высшее образование',
    submittedIn: 'ru',
    daysAgo: 24,
    stage: { kind: 'approved', role: 'user' },
  },
  {
    name: 'Тоқтаров Ерлан Мұратұлы',
    female: false,
    born: '1987-03-14',
    email: 'erlan.toktarov@example.com',
    phone: '7763028417',
    address: 'Ақтөбе қ., Әбілқайыр хан даңғылы, 55, 40 пәтер',
    workplace: 'Ақтөбе қаласының № 21 мектеп-гимназиясы',
    bank: 'Halyk Bank',
    category: 'педагог-эксперт',
    language: 'Казахский язык',
    languageLearn: 'Казахский язык',
    subject: 'История Казахстана',
    subject2: 'Всемирная история',
    level: 'Высшее образование',
    submittedIn: 'kk',
    daysAgo: 17,
    stage: { kind: 'waiting_deputy' },
  },
  {
    name: 'Абдрахманова Сауле Темирбековна',
    female: true,
    born: '1972-08-25',
    email: 'saule.abdrakhmanova@example.com',
    phone: '7012290564',
    address: 'г. Астана, ул. Сыганак, 10, кв. 56',
    workplace: 'Назарбаев Интеллектуальная школа физико-математического направления г. Астаны',
    bank: 'Bank CenterCredit',
    category: 'педагог-мастер',
    language: 'Русский язык',
    languageLearn: 'Русский язык',
    subject: 'Математика',
    subject2: 'Геометрия',
    level: 'Послевузовское образование',
    degree: true,
    submittedIn: 'ru',
    daysAgo: 31,
    stage: { kind: 'approved', role: 'direct_enroll' },
  },
  {
    name: 'Смирнова Наталья Игоревна',
    female: true,
    born: '1994-01-11',
    email: 'natalya.smirnova@example.com',
    phone: '7781146630',
    address: 'г. Усть-Каменогорск, пр. Независимости, 21, кв. 7',
    workplace: 'КГУ «Школа-лицей № 34» г. Усть-Каменогорска',
    bank: 'Forte Bank',
    category: 'педагог',
    language: 'Русский язык',
    languageLearn: 'Русский язык',
    subject: 'Обучение грамоте',
    subject2: 'Литературное чтение',
    level: 'Техническое и профессиональное образование',
    submittedIn: 'ru',
    daysAgo: 29,
    stage: {
      kind: 'rejected',
      by: 'staff',
      reason: 'Сканы документов нечитаемы',
      comment: 'Скан диплома размыт: не читаются номер и дата выдачи. Загрузите скан в хорошем качестве.',
    },
  },
  {
    name: 'Қасымов Нұрсұлтан Асқарұлы',
    female: false,
    born: '1993-10-02',
    email: 'nursultan.kassymov@example.com',
    phone: '7471935208',
    address: 'Астана қ., Тұран даңғылы, 37, 89 пәтер',
    workplace: 'Астана қаласының № 54 мектеп-гимназиясы',
    bank: 'Kaspi Bank',
    category: 'педагог-модератор',
    language: 'Казахский язык',
    languageLearn: 'Казахский язык',
    subject: 'Информатика',
    level: 'Высшее образование',
    submittedIn: 'kk',
    daysAgo: 1,
    stage: { kind: 'waiting_staff' },
  },
  {
    name: 'Бейсенова Әсел Жанболатқызы',
    female: true,
    born: '1989-06-27',
    email: 'assel.beisenova@example.com',
    phone: '7055602781',
    address: 'Алматы қ., Абай даңғылы, 150, 24 пәтер',
    workplace: 'Алматы қаласының № 120 жалпы білім беретін мектебі',
    bank: 'Halyk Bank',
    category: 'педагог-эксперт',
    language: 'Казахский язык',
    languageLearn: 'Казахский язык',
    subject: 'Казахская литература',
    level: 'Высшее образование',
    submittedIn: 'kk',
    daysAgo: 10,
    stage: { kind: 'waiting_deputy' },
  },
  {
    name: 'Кузнецов Андрей Николаевич',
    female: false,
    born: '1981-04-05',
    email: 'andrey.kuznetsov@example.com',
    phone: '7714428059',
    address: 'г. Костанай, ул. Баймагамбетова, 170, кв. 33',
    workplace: 'КГУ «Общеобразовательная школа № 9» отдела образования г. Костаная',
    bank: 'Jusan Bank',
    category: 'педагог-исследователь',
    language: 'Русский язык',
    languageLearn: 'Русский язык',
    subject: 'География',
    level: 'Высшее образование',
    submittedIn: 'ru',
    daysAgo: 36,
    stage: {
      kind: 'rejected',
      by: 'deputy',
      reason: 'Документ об образовании не соответствует заявленному предмету',
      comment:
        'По диплому специальность «Экология», заявлен предмет «География». Приложите документ о переподготовке.',
    },
  },
  {
    name: 'Омарова Жанна Маратовна',
    female: true,
    born: '1986-09-14',
    email: 'zhanna.omarova@example.com',
    phone: '7029917346',
    address: 'г. Шымкент, мкр. Нурсат, д. 12, кв. 45',
    workplace: 'КГУ «Школа-лицей № 7» г. Шымкент',
    bank: 'Bank CenterCredit',
    category: 'педагог-эксперт',
    language: 'Русский язык',
    languageLearn: 'Русский язык',
    subject: 'Биология',
    level: 'Высшее образование',
    submittedIn: 'ru',
    daysAgo: 3,
    stage: { kind: 'waiting_staff' },
  },
  {
    name: 'Есенов Бауыржан Талғатұлы',
    female: false,
    born: '1984-12-01',
    email: 'bauyrzhan.yessenov@example.com',
    phone: '7751184023',
    address: 'Қарағанды қ., Бұқар жырау даңғылы, 49, 17 пәтер',
    workplace: 'Қарағанды қаласының № 1 лицейі',
    bank: 'Forte Bank',
    category: 'педагог-эксперт',
    language: 'Казахский язык',
    languageLearn: 'Казахский язык',
    subject: 'Физическая культура',
    level: 'Высшее образование',
    submittedIn: 'kk',
    daysAgo: 38,
    stage: { kind: 'approved', role: 'user' },
  },
  {
    name: 'Мухамедиева Лаура Рустамовна',
    female: true,
    born: '1992-03-29',
    email: 'laura.mukhamediyeva@example.com',
    phone: '7016640597',
    address: 'г. Атырау, пр. Азаттык, 82, кв. 19',
    workplace: 'КГУ «Средняя школа № 30» г. Атырау',
    bank: 'Kaspi Bank',
    category: 'педагог-модератор',
    language: 'Русский язык',
    languageLearn: 'Английский язык',
    subject: 'Английский язык',
    level: 'Высшее образование',
    submittedIn: 'ru',
    daysAgo: 5,
    stage: { kind: 'waiting_staff' },
  },
  {
    name: 'Әбілқасымова Меруерт Нұрланқызы',
    female: true,
    born: '1995-08-16',
    email: 'meruert.abilkassymova@example.com',
    phone: '7078832150',
    address: 'Шымкент қ., Республика даңғылы, 3, 61 пәтер',
    workplace: 'Шымкент қаласының № 44 жалпы білім беретін мектебі',
    bank: 'Halyk Bank',
    category: 'педагог',
    language: 'Казахский язык',
    languageLearn: 'Казахский язык',
    subject: 'Музыка',
    level: 'Высшее образование',
    submittedIn: 'kk',
    daysAgo: 52,
    stage: {
      kind: 'rejected',
      by: 'deputy',
      reason: 'Недостаточный педагогический стаж',
      comment: 'Анықтама бойынша педагогикалық өтілі 2 жыл, сарапшыға кемінде 5 жыл қажет.',
    },
  },
  {
    name: 'Попова Татьяна Сергеевна',
    female: true,
    born: '1978-02-09',
    email: 'tatyana.popova@example.com',
    phone: '7773305914',
    address: 'г. Астана, ул. Бейбитшилик, 25, кв. 73',
    workplace: 'ГУ «Школа-гимназия № 6» акимата г. Астаны',
    bank: 'Jusan Bank',
    category: 'педагог-мастер',
    language: 'Русский язык',
    languageLearn: 'Русский язык',
    subject: 'История Казахстана',
    subject2: 'Основы права',
    level: 'Послевузовское образование',
    degree: true,
    submittedIn: 'ru',
    daysAgo: 21,
    stage: { kind: 'waiting_deputy' },
  },
  {
    name: 'Исабеков Арман Болатович',
    female: false,
    born: '1990-11-23',
    email: 'arman.issabekov@example.com',
    phone: '7023471186',
    address: 'г. Алматы, ул. Толе би, 286, кв. 5',
    workplace: 'КГУ «Школа-гимназия № 131» г. Алматы',
    bank: 'Halyk Bank',
    category: 'педагог-модератор',
    language: 'Русский язык',
    languageLearn: 'Русский язык',
    subject: 'Начальная военная и технологическая подготовка',
    level: 'Высшее образование',
    submittedIn: 'ru',
    daysAgo: 7,
    stage: { kind: 'waiting_staff' },
  },
  {
    name: 'Серікбаева Ақмарал Дәуренқызы',
    female: true,
    born: '1988-01-30',
    email: 'akmaral.serikbayeva@example.com',
    phone: '7057760429',
    address: 'Қызылорда қ., Әйтеке би көшесі, 18, 9 пәтер',
    workplace: 'Қызылорда қаласының № 5 мектеп-лицейі',
    bank: 'Kaspi Bank',
    category: 'педагог-эксперт',
    language: 'Казахский язык',
    languageLearn: 'Казахский язык',
    subject: 'География',
    level: 'Высшее образование',
    submittedIn: 'kk',
    daysAgo: 26,
    stage: { kind: 'waiting_deputy' },
  },
  {
    name: 'Ли Виктория Вячеславовна',
    female: true,
    born: '1997-05-04',
    email: 'viktoria.li@example.com',
    phone: '7715592803',
    address: 'г. Караганда, мкр. Гульдер-1, д. 4, кв. 27',
    workplace: 'КГУ «Общеобразовательная школа № 40» г. Караганды',
    bank: 'Forte Bank',
    category: 'педагог',
    language: 'Русский язык',
    languageLearn: 'Русский язык',
    subject: 'Художественный труд',
    subject2: 'Графика и проектирование',
    level: 'Высшее образование',
    submittedIn: 'ru',
    daysAgo: 9,
    stage: { kind: 'waiting_staff' },
  },
  {
    name: 'Жұмабаев Олжас Серікұлы',
    female: false,
    born: '1986-07-07',
    email: 'olzhas.zhumabayev@example.com',
    phone: '7479014635',
    address: 'Астана қ., Мәңгілік Ел даңғылы, 33, 150 пәтер',
    workplace: 'Астана қаласындағы химия-биология бағытындағы Назарбаев Зияткерлік мектебі',
    bank: 'Bank CenterCredit',
    category: 'педагог-исследователь',
    language: 'Казахский язык',
    languageLearn: 'Английский язык',
    subject: 'Химия',
    level: 'Послевузовское образование',
    degree: true,
    submittedIn: 'kk',
    daysAgo: 33,
    stage: { kind: 'waiting_deputy' },
  },
  {
    name: 'Байжанова Камила Ерболовна',
    female: true,
    born: '1993-09-18',
    email: 'kamila.baizhanova@example.com',
    phone: '7761287340',
    address: 'г. Петропавловск, ул. Конституции Казахстана, 30, кв. 11',
    workplace: 'КГУ «Гимназия № 1» г. Петропавловска',
    bank: 'Jusan Bank',
    category: 'педагог-модератор',
    language: 'Русский язык',
    languageLearn: 'Русский язык',
    subject: 'Алгебра и начала анализа',
    subject2: 'Геометрия',
    level: 'Высшее образование',
    submittedIn: 'ru',
    daysAgo: 50,
    stage: {
      kind: 'rejected',
      by: 'staff',
      reason: 'Данные заявки не совпадают с документами (ИИН, ФИО, удостоверение личности)',
      comment:
        'Фамилия в удостоверении личности отличается от указанной в заявке. Приложите свидетельство о смене фамилии.',
    },
  },
  {
    name: 'Хасенов Тимур Айдарович',
    female: false,
    born: '1989-10-12',
    email: 'timur.khassenov@example.com',
    phone: '7018846271',
    address: 'г. Кокшетау, ул. Абая, 96, кв. 2',
    workplace: 'КГУ «Средняя школа № 3» г. Кокшетау',
    bank: 'Halyk Bank',
    category: 'педагог-эксперт',
    language: 'Русский язык',
    languageLearn: 'Русский язык',
    subject: 'Физика',
    subject2: 'Информатика',
    level: 'Высшее образование',
    submittedIn: 'ru',
    daysAgo: 12,
    stage: { kind: 'waiting_staff' },
  },
];

/**
 * An IIN for a birth date: YYMMDD, the century-and-sex digit (3/4 for men/women born in the 1900s), a serial
 * and the check digit; a serial whose digits admit no check digit is skipped, as the registry does.
 */
export function iinFor(born: string, female: boolean, serial: number): string {
  const date = `${born.slice(2, 4)}${born.slice(5, 7)}${born.slice(8, 10)}`;
  const century = Number(born.slice(0, 4)) < 2000 ? (female ? 4 : 3) : female ? 6 : 5;
  for (let next = serial; ; next += 1) {
    const prefix = `${date}${century}${String(next % 10_000).padStart(4, '0')}`;
    for (let check = 0; check <= 9; check += 1) {
      if (hasValidIinCheckDigit(`${prefix}${check}`)) return `${prefix}${check}`;
    }
  }
}

/** A Kazakhstan IBAN: KZ, the two check digits that make it valid, the bank's code and a 13-digit account. */
export function iikFor(bank: Bank, account: number): string {
  const bban = `${BANK_CODES[bank]}${String(account).padStart(13, '0')}`;
  for (let check = 2; check <= 98; check += 1) {
    const iik = `KZ${String(check).padStart(2, '0')}${bban}`;
    if (isValidKzIban(iik)) return iik;
  }
  throw new Error(`no check digits for ${bban}`);
}

/** The fixed identity numbers of each demo applicant: the same on every run, so a second seed finds them. */
function identifiers(applicant: DemoApplicant, index: number) {
  return {
    iin: iinFor(applicant.born, applicant.female, 1200 + index * 317),
    iik: iikFor(applicant.bank, 4_172_603_985_214 + index * 73_684_919),
    idNumber: String(40_000_000 + index * 2_345_679).padStart(9, '0'),
  };
}

/** The IINs of the demo applications, which is how a later seed recognises them. */
export function demoApplicationIins(): string[] {
  return DEMO_APPLICANTS.map((applicant, index) => identifiers(applicant, index).iin);
}

const DOCUMENTS = {
  identity_doc: { title: 'Identity document', ru: 'Удостоверение личности', kk: 'Жеке куәлік' },
  employment_certificate: {
    title: 'Employment certificate',
    ru: 'Справка с места работы',
    kk: 'Жұмыс орнынан анықтама',
  },
  education_diploma: { title: 'Education diploma', ru: 'Диплом об образовании', kk: 'Білім туралы диплом' },
  academic_degree_certificate: {
    title: 'Academic degree certificate',
    ru: 'Диплом об учёной степени',
    kk: 'Ғылыми дәреже туралы диплом',
  },
} as const;

/** The application's PDF documents, named in the language it was sent in (a degree adds its certificate). */
export function documentsOf(
  applicant: Pick<DemoApplicant, 'degree' | 'submittedIn'>,
  iin: string,
): UploadedDocument[] {
  const fields = [
    'identity_doc',
    'employment_certificate',
    'education_diploma',
    ...(applicant.degree ? (['academic_degree_certificate'] as const) : []),
  ] as const;
  return fields.map((field) => {
    const document = DOCUMENTS[field];
    const buffer = textPdf(document.title, `Expert Portal demo data, IIN ${iin}`);
    return {
      fieldname: field,
      originalname: `${document[applicant.submittedIn]}.pdf`,
      mimetype: 'application/pdf',
      size: buffer.length,
      buffer,
    };
  });
}

interface ReferenceRow {
  id: number;
  name_ru: string;
  name_kk: string;
}

/**
 * The lists as they are now (admins may have renamed or added entries since the migration): an entry is found
 * by its Russian name, else the list's first entry stands in, so the seed still runs on an edited list.
 */
export async function loadReferences(dataSource: DataSource) {
  const tables = [
    'teacher_categories',
    'languages',
    'subjects',
    'education_levels',
    'reject_reasons',
  ] as const;
  const lists = new Map<string, ReferenceRow[]>();
  for (const table of tables) {
    lists.set(
      table,
      (await dataSource.query(
        `SELECT id, name_ru, name_kk FROM ${table} ORDER BY "order", id`,
      )) as ReferenceRow[],
    );
  }
  return (table: (typeof tables)[number], nameRu: string): ReferenceRow => {
    const rows = lists.get(table) ?? [];
    const found = rows.find((row) => row.name_ru.toLowerCase() === nameRu.toLowerCase()) ?? rows[0];
    if (!found) throw new Error(`The reference list ${table} is empty: the demo applications need it.`);
    return found;
  };
}

export async function demoActor(dataSource: DataSource, username: string): Promise<WorkflowActor> {
  const [user] = (await dataSource.query('SELECT id, role FROM users WHERE username = $1', [
    username,
  ])) as Array<{ id: number; role: Role }>;
  if (!user) throw new Error(`The demo account "${username}" is missing: seed the demo accounts first.`);
  return { id: user.id, role: user.role };
}

/** "24 (8 waiting for staff, 6 waiting for the deputy, 5 approved, 5 rejected)" */
export function describeDemoApplications(counts: DemoApplicationCounts): string {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return (
    `${total} (${counts.waiting_staff} waiting for staff, ${counts.waiting_deputy} waiting for the deputy, ` +
    `${counts.approved} approved, ${counts.rejected} rejected)`
  );
}

/**
 * Submits the demo applications through ApplicationsService (row, stored PDFs and signing instance, as the
 * public form does), dates them over the last two months, and moves most of them on with the demo staff and
 * deputy accounts through the workflow runtime: signed, approved (the worker then creates the accounts and
 * mails their password-setup links) or refused with a reason from the list. Does nothing when any of them
 * exists already; answers how many were left in each stage, or null when nothing was done.
 *
 * The decisions carry the time of seeding: the audit trail is append-only and records when events happened.
 */
export async function seedDemoApplications(
  app: INestApplicationContext,
): Promise<DemoApplicationCounts | null> {
  const dataSource = app.get(DataSource);
  const applications = app.get(ApplicationsService);
  const runtime = app.get(WorkflowRuntime);

  const [{ count }] = (await dataSource.query(
    'SELECT count(*)::int AS count FROM applications WHERE iin = ANY($1)',
    [demoApplicationIins()],
  )) as Array<{ count: number }>;
  if (count > 0) return null;

  const reference = await loadReferences(dataSource);
  const staff = await demoActor(dataSource, 'staff');
  const deputy = await demoActor(dataSource, 'deputy');
  const send = (
    applicationId: number,
    event: SentEventOf<typeof applicationSigningWorkflow>,
    actor: WorkflowActor,
  ) =>
    runtime.send({
      workflow: applicationSigningWorkflow,
      ref: { businessKey: applicationBusinessKey(applicationId) },
      event,
      actor,
    });

  const counts: DemoApplicationCounts = { waiting_staff: 0, waiting_deputy: 0, approved: 0, rejected: 0 };
  const now = Date.now();
  // Oldest first, so ids grow with the submission dates as they would have.
  const ordered = DEMO_APPLICANTS.map((applicant, index) => ({ applicant, index })).sort(
    (a, b) => b.applicant.daysAgo - a.applicant.daysAgo,
  );
  for (const { applicant, index } of ordered) {
    const { iin, iik, idNumber } = identifiers(applicant, index);
    const subject = reference('subjects', applicant.subject);
    const subject2 = applicant.subject2 ? reference('subjects', applicant.subject2) : null;
    const level = reference('education_levels', applicant.level);
    const { id } = await applications.submit({
      body: {
        name: applicant.name,
        id_number: idNumber,
        address: applicant.address,
        iin,
        email: applicant.email,
        phone: `+7${applicant.phone}`,
        bank: applicant.bank,
        iik,
        teacher_category: String(reference('teacher_categories', applicant.category).id),
        language: String(reference('languages', applicant.language).id),
        language_learn: String(reference('languages', applicant.languageLearn).id),
        workplace: applicant.workplace,
        subject: String(subject.id),
        subject2: subject2 && subject2.id !== subject.id ? String(subject2.id) : '',
        education_level: String(level.id),
        level: applicant.submittedIn === 'kk' ? level.name_kk : level.name_ru,
        academic_status: applicant.degree ? 'true' : 'false',
      },
      files: documentsOf(applicant, iin),
      language: applicant.submittedIn,
    });
    // Spread over the hours of the day it was sent, and never in the future. Marked as demo before its
    // approval, so the account the worker makes of it cannot sign in in production.
    const submittedAt = Math.min(
      now - 10 * 60 * 1000,
      now - applicant.daysAgo * DAY_MS - ((index * 7) % 9) * 60 * 60 * 1000,
    );
    await dataSource.query('UPDATE applications SET created_at = $2, demo = true WHERE id = $1', [
      id,
      new Date(submittedAt),
    ]);

    const { stage } = applicant;
    if (stage.kind === 'rejected' && stage.by === 'staff') {
      const reason = reference('reject_reasons', stage.reason);
      await send(id, { type: 'staff.refuse', reason_id: reason.id, comment: stage.comment }, staff);
    } else if (stage.kind !== 'waiting_staff') {
      await send(id, { type: 'staff.sign' }, staff);
      if (stage.kind === 'approved') await send(id, { type: 'deputy.approve', role: stage.role }, deputy);
      if (stage.kind === 'rejected') {
        const reason = reference('reject_reasons', stage.reason);
        await send(id, { type: 'deputy.reject', reason_id: reason.id, comment: stage.comment }, deputy);
      }
    }
    counts[stage.kind] += 1;
  }
  return counts;
}
