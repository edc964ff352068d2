import type { Language } from '@expert-portal/contracts';
import { BANK_CODES, iikFor, iinFor, type Bank } from '../demo-applications';
import type { Random } from './random';

/** Who a population applicant is, as the application form asks it. */
export interface PersonIdentity {
  /** Surname, first name and patronymic, as the form takes the full name. */
  name: string;
  firstName: string;
  lastName: string;
  female: boolean;
  born: string;
  iin: string;
  iik: string;
  idNumber: string;
  bank: Bank;
  email: string;
  /** Ten digits after +7. */
  phone: string;
  address: string;
  workplace: string;
  /** The language the application was sent in (Kazakh names mostly write in Kazakh). */
  language: Language;
  /** Kazakh-medium or Russian-medium teacher: the reference list's Russian name of the language. */
  teachingLanguage: 'Казахский язык' | 'Русский язык';
  /** The form's professional fields, by the reference lists' Russian names. */
  category: string;
  subject: string;
  subject2: string | null;
  level: string;
  /** Holds an academic degree (and uploads its certificate). */
  degree: boolean;
}

/** What must not repeat: names, IINs and e-mails already in the database or drawn before. */
export interface TakenIdentities {
  names: Set<string>;
  iins: Set<string>;
  emails: Set<string>;
}

/** Names as space-separated lists: one glance shows them all. */
const words = (text: string): string[] => text.split(' ');

const KAZAKH = {
  male: words(
    'Айдос Арман Асхат Бауыржан Дәурен Ерлан Ержан Жандос Қанат Марат Нұрлан Нұрсұлтан Олжас Серік Талғат ' +
      'Тимур Азамат Бекзат Мұрат Ерболат Самат Әділ Дәулет Ерасыл Жасұлан Ілияс',
  ),
  female: words(
    'Айгерім Айжан Ақмарал Әсел Гүлнұр Дана Динара Жанар Жансая Индира Камила Мадина Меруерт Назерке Сәуле ' +
      'Томирис Ұлжан Шынар Әйгерім Гүлжан Айнұр Салтанат Балжан Арайлым Жібек Ләззат',
  ),
  // Male forms; a woman's adds -а.
  surnames: words(
    'Ахметов Әбдірахманов Бекенов Досжанов Есенов Жақыпов Жұмабаев Қасымов Мұхамедиев Нұрланов Оспанов ' +
      'Сейітов Серікбаев Тоқтаров Төлеуов Үсенов Шәкенов Әлиев Байжанов Ермеков Исаев Кенжебаев Сүлейменов ' +
      'Тұрсынов Омаров Рахымов Сәрсенбаев Қайратов Смағұлов Бейсенов Ысқақов Жаңабаев',
  ),
  // Fathers' names, written with -ұлы / -қызы.
  fathers: words(
    'Серік Болат Қайрат Ерлан Мұрат Нұрлан Асқар Талғат Жанболат Бекболат Дәурен Марат Ерболат Темірбек ' +
      'Амангелді Сәкен Бақыт Қуаныш',
  ),
  // The same fathers as documents of Soviet tradition write them, with -ович / -овна.
  russianStyleFathers: words(
    'Серик Болат Кайрат Ерлан Мурат Нурлан Аскар Талгат Жанболат Бекболат Даурен Марат Ерболат Темирбек ' +
      'Бахыт Даулет',
  ),
};

const RUSSIAN = {
  male: words(
    'Александр Андрей Дмитрий Сергей Алексей Максим Иван Николай Евгений Владимир Павел Игорь Олег Виктор ' +
      'Роман Юрий Константин Денис',
  ),
  female: words(
    'Ольга Елена Наталья Татьяна Ирина Светлана Анна Мария Екатерина Юлия Людмила Галина Марина Виктория ' +
      'Оксана Надежда Алёна Вера',
  ),
  // Male forms; a woman's adds -а.
  surnames: words(
    'Иванов Петров Смирнов Кузнецов Попов Соколов Лебедев Козлов Новиков Морозов Волков Соловьёв Васильев ' +
      'Зайцев Павлов Семёнов Голубев Виноградов Богданов Воробьёв Фёдоров Михайлов Беляев Тарасов Белов ' +
      'Комаров Орлов Киселёв Макаров Андреев',
  ),
  // Fathers' names with their patronymic stems: Сергей → Сергеевич / Сергеевна.
  patronymicStems: words(
    'Александров Сергеев Викторов Николаев Петров Игорев Владимиров Андреев Юрьев Олегов Михайлов Анатольев',
  ),
};

/** Korean families of Kazakhstan: surnames without a feminine form, Russian first names and patronymics. */
const KOREAN_SURNAMES = words('Ким Ли Пак Цой Тен Хан');

/** Teacher categories, the more senior ones a little more often among those who apply. */
const CATEGORIES = words(
  'педагог педагог-модератор педагог-модератор педагог-эксперт педагог-эксперт педагог-эксперт ' +
    'педагог-исследователь педагог-исследователь педагог-мастер',
);

/** Subjects by the list's Russian names: a second subject is the one taught alongside, when there is one. */
const SUBJECTS: Array<[string, string | null]> = [
  ['Казахский язык', 'Казахская литература'],
  ['Русский язык', 'Русская литература'],
  ['Математика', null],
  ['Алгебра и начала анализа', 'Геометрия'],
  ['Физика', 'Информатика'],
  ['Химия', 'Биология'],
  ['Биология', null],
  ['География', null],
  ['История Казахстана', 'Всемирная история'],
  ['Английский язык', null],
  ['Информатика', null],
  ['Познание мира', null],
  ['Обучение грамоте', 'Литературное чтение'],
  ['Музыка', null],
  ['Физическая культура', null],
  ['Художественный труд', null],
];

/** [Russian name, Kazakh name] of the cities the applicants live and teach in. */
const CITIES: Array<[string, string]> = [
  ['Астана', 'Астана'],
  ['Алматы', 'Алматы'],
  ['Шымкент', 'Шымкент'],
  ['Караганда', 'Қарағанды'],
  ['Актобе', 'Ақтөбе'],
  ['Тараз', 'Тараз'],
  ['Павлодар', 'Павлодар'],
  ['Усть-Каменогорск', 'Өскемен'],
  ['Семей', 'Семей'],
  ['Костанай', 'Қостанай'],
  ['Кызылорда', 'Қызылорда'],
  ['Атырау', 'Атырау'],
  ['Петропавловск', 'Петропавл'],
  ['Туркестан', 'Түркістан'],
  ['Кокшетау', 'Көкшетау'],
  ['Талдыкорган', 'Талдықорған'],
];

const STREETS: Array<[string, string]> = [
  ['ул. Абая', 'Абай көшесі'],
  ['пр. Республики', 'Республика даңғылы'],
  ['ул. Толе би', 'Төле би көшесі'],
  ['ул. Кенесары', 'Кенесары көшесі'],
  ['пр. Назарбаева', 'Назарбаев даңғылы'],
  ['ул. Сатпаева', 'Сәтбаев көшесі'],
  ['ул. Жамбыла', 'Жамбыл көшесі'],
  ['ул. Гагарина', 'Гагарин көшесі'],
  ['мкр. Самал', 'Самал шағын ауданы'],
  ['ул. Байтурсынова', 'Байтұрсынұлы көшесі'],
];

const OPERATORS = ['701', '702', '705', '707', '708', '747', '771', '775', '776', '777', '778'];

/** Cyrillic (with the Kazakh letters) to the Latin letters of an e-mail name; signs drop out. */
const LATIN: Record<string, string> = Object.fromEntries(
  words(
    'а:a ә:a б:b в:v г:g ғ:g д:d е:e ё:e ж:zh з:z и:i й:y і:i к:k қ:k л:l м:m н:n ң:n о:o ө:o п:p р:r с:s ' +
      'т:t у:u ұ:u ү:u ф:f х:kh һ:h ц:ts ч:ch ш:sh щ:shch ъ: ы:y ь: э:e ю:yu я:ya',
  ).map((pair) => pair.split(':')),
);

function latin(text: string): string {
  return [...text.toLowerCase()].map((char) => LATIN[char] ?? char).join('');
}

function drawName(random: Random, female: boolean) {
  const origin = random.next();
  if (origin < 0.62) {
    const surname = random.pick(KAZAKH.surnames) + (female ? 'а' : '');
    const first = random.pick(female ? KAZAKH.female : KAZAKH.male);
    const patronymic = random.chance(0.55)
      ? random.pick(KAZAKH.fathers) + (female ? 'қызы' : 'ұлы')
      : random.pick(KAZAKH.russianStyleFathers) + (female ? 'овна' : 'ович');
    return { surname, first, patronymic, kazakh: true };
  }
  const korean = origin > 0.95;
  const surname = korean ? random.pick(KOREAN_SURNAMES) : random.pick(RUSSIAN.surnames) + (female ? 'а' : '');
  const first = random.pick(female ? RUSSIAN.female : RUSSIAN.male);
  const patronymic = random.pick(RUSSIAN.patronymicStems) + (female ? 'на' : 'ич');
  return { surname, first, patronymic, kazakh: false };
}

function schoolOf(random: Random, city: [string, string], language: Language): string {
  const number = random.int(1, 120);
  if (language === 'kk') {
    return random.pick([
      `${city[1]} қаласының № ${number} мектеп-гимназиясы`,
      `${city[1]} қаласының № ${number} жалпы білім беретін мектебі`,
      `${city[1]} қаласының № ${number} мектеп-лицейі`,
    ]);
  }
  return random.pick([
    `КГУ «Средняя общеобразовательная школа № ${number}» г. ${city[0]}`,
    `КГУ «Гимназия № ${number}» г. ${city[0]}`,
    `КГУ «Школа-лицей № ${number}» г. ${city[0]}`,
  ]);
}

function addressOf(random: Random, city: [string, string], language: Language): string {
  const street = random.pick(STREETS);
  const house = random.int(1, 180);
  const flat = random.int(1, 140);
  return language === 'kk'
    ? `${city[1]} қ., ${street[1]}, ${house}, ${flat} пәтер`
    : `г. ${city[0]}, ${street[0]}, ${house}, кв. ${flat}`;
}

/**
 * A new applicant: a Kazakh, Russian or Korean name (surname, first name, patronymic) not used before, born
 * 1965–2000, with an IIN whose check digit holds, a valid IIK of a Kazakh bank, a phone of a Kazakh operator
 * and an example.kz address; each of them unique against `taken`, which is updated.
 */
export function newIdentity(random: Random, taken: TakenIdentities): PersonIdentity {
  const female = random.chance(0.72);
  let drawn = drawName(random, female);
  let name = `${drawn.surname} ${drawn.first} ${drawn.patronymic}`;
  while (taken.names.has(name)) {
    drawn = drawName(random, female);
    name = `${drawn.surname} ${drawn.first} ${drawn.patronymic}`;
  }
  taken.names.add(name);

  const year = random.int(1965, 2000);
  const born = `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
  let iin = iinFor(born, female, random.int(0, 9999));
  while (taken.iins.has(iin)) iin = iinFor(born, female, random.int(0, 9999));
  taken.iins.add(iin);

  let email = `${latin(drawn.first)}.${latin(drawn.surname)}@example.kz`;
  while (taken.emails.has(email)) {
    email = `${latin(drawn.first)}.${latin(drawn.surname)}${random.int(2, 999)}@example.kz`;
  }
  taken.emails.add(email);

  const language: Language = drawn.kazakh && random.chance(0.75) ? 'kk' : 'ru';
  const [subject, subject2] = random.pick(SUBJECTS);
  const level = random.next();
  const city = random.pick(CITIES);
  const bank = random.pick(Object.keys(BANK_CODES) as Bank[]);
  return {
    name,
    firstName: drawn.first,
    lastName: drawn.surname,
    female,
    born,
    iin,
    iik: iikFor(bank, random.int(1, 9_999_999_999_999)),
    idNumber: String(random.int(10_000_000, 99_999_999)).padStart(9, '0'),
    bank,
    email,
    phone: `${random.pick(OPERATORS)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`,
    address: addressOf(random, city, language),
    workplace: schoolOf(random, city, language),
    language,
    teachingLanguage: drawn.kazakh && random.chance(0.85) ? 'Казахский язык' : 'Русский язык',
    category: random.pick(CATEGORIES),
    subject,
    subject2: subject2 && random.chance(0.6) ? subject2 : null,
    level:
      level < 0.12
        ? 'Послевузовское образование'
        : level < 0.2
          ? 'Техническое и профессиональное образование'
          : 'Высшее образование',
    degree: level < 0.12,
  };
}
