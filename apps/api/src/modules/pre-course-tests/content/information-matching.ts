import type { AnswerContent, PreCourseTestContent, QuestionContent } from './pre-course-test-content';

/** Two rows, the same in both languages up to spelling: do they match exactly? A — they match, B — they differ. */
function pair(ru: [string, string], kk: [string, string]): QuestionContent {
  const same = ru[0] === ru[1];
  return {
    ru: `Совпадают ли записи: «${ru[0]}» и «${ru[1]}»?`,
    kk: `Жазбалар сәйкес келе ме: «${kk[0]}» және «${kk[1]}»?`,
    answers: [
      { ru: 'Совпадают', kk: 'Сәйкес келеді', correct: same },
      { ru: 'Различаются', kk: 'Сәйкес келмейді', correct: !same },
    ],
  };
}

/** A sample and four entries; the one that repeats the sample character for character is correct. */
function reference(
  sample: { ru: string; kk: string },
  options: Array<{ ru: string; kk: string }>,
): QuestionContent {
  return {
    ru: `Какая запись полностью совпадает с образцом «${sample.ru}»?`,
    kk: `Қай жазба «${sample.kk}» үлгісімен толық сәйкес келеді?`,
    answers: options.map((option): AnswerContent => ({
      ru: option.ru,
      kk: option.kk,
      correct: option.ru === sample.ru,
    })),
  };
}

/** Digits, codes and Latin text read the same in both languages. */
const same = (text: string) => ({ ru: text, kk: text });

const RESULTS_TABLE = {
  ru: [
    'Результаты пробного тестирования',
    'Школа | Город | Участников | Средний балл',
    '№ 12 | Караганда | 48 | 71',
    '№ 27 | Уральск | 35 | 78',
    '№ 5 | Костанай | 52 | 66',
    '№ 40 | Кокшетау | 41 | 74',
  ].join('\n'),
  kk: [
    'Сынақ тестілеуінің нәтижелері',
    'Мектеп | Қала | Қатысушылар саны | Орташа балл',
    '№ 12 | Қарағанды | 48 | 71',
    '№ 27 | Орал | 35 | 78',
    '№ 5 | Қостанай | 52 | 66',
    '№ 40 | Көкшетау | 41 | 74',
  ].join('\n'),
};

/**
 * Test 3: 30 short questions in 6 minutes — 12 pairs of rows (match or differ), 12 reference look-ups
 * (which of four entries repeats the sample), 6 questions on one small table.
 */
export const INFORMATION_MATCHING_TEST: PreCourseTestContent = {
  key: 'information_matching',
  order: 3,
  title: { ru: 'Сопоставление информации', kk: 'Ақпаратты салыстыру' },
  description: {
    ru: 'Быстрое сравнение записей: совпадают ли две строки, какая запись совпадает с образцом, поиск данных в таблице. Работайте быстро и внимательно.',
    kk: 'Жазбаларды жылдам салыстыру: екі жол сәйкес келе ме, қай жазба үлгіге сәйкес келеді, кестеден дерек іздеу. Жылдам әрі мұқият жұмыс істеңіз.',
  },
  timeLimitMinutes: 6,
  passPercent: 50,
  questions: [
    // --- Pairs of rows ---
    pair(
      ['Жумабекова Гульнар Ерлановна', 'Жумабекова Гульнар Ерлановна'],
      ['Жұмабекова Гүлнар Ерланқызы', 'Жұмабекова Гүлнар Ерланқызы'],
    ),
    pair(['ИИН 870412350218', 'ИИН 870412305218'], ['ЖСН 870412350218', 'ЖСН 870412305218']),
    pair(
      ['г. Шымкент, ул. Байтурсынова, 17', 'г. Шымкент, ул. Байтурсынова, 71'],
      ['Шымкент қ., Байтұрсынұлы к-сі, 17', 'Шымкент қ., Байтұрсынұлы к-сі, 71'],
    ),
    pair(['15.03.2024, 10:45', '15.03.2024, 10:45'], ['15.03.2024, 10:45', '15.03.2024, 10:45']),
    pair(['KZ-EDU-4471-B', 'KZ-EDU-4471-B'], ['KZ-EDU-4471-B', 'KZ-EDU-4471-B']),
    pair(['+7 701 234 56 78', '+7 701 234 65 78'], ['+7 701 234 56 78', '+7 701 234 65 78']),
    pair(
      ['Сейтказиев Нурлан Маратович', 'Сейтказиев Нурлан Муратович'],
      ['Сейтқазиев Нұрлан Маратұлы', 'Сейтқазиев Нұрлан Мұратұлы'],
    ),
    pair(['a.nurpeisova@edu.kz', 'a.nurpeisova@edu.kz'], ['a.nurpeisova@edu.kz', 'a.nurpeisova@edu.kz']),
    pair(['1 254 300 тенге', '1 245 300 тенге'], ['1 254 300 теңге', '1 245 300 теңге']),
    pair(
      ['г. Актобе, пр. Абилкайыр хана, 52', 'г. Актобе, пр. Абилкайыр хана, 52'],
      ['Ақтөбе қ., Әбілқайыр хан даңғ., 52', 'Ақтөбе қ., Әбілқайыр хан даңғ., 52'],
    ),
    pair(
      ['ISBN 978-601-7654-32-1', 'ISBN 978-601-7645-32-1'],
      ['ISBN 978-601-7654-32-1', 'ISBN 978-601-7645-32-1'],
    ),
    pair(['01.02.2022', '01.12.2022'], ['01.02.2022', '01.12.2022']),

    // --- Which entry repeats the sample ---
    reference({ ru: 'Абенова Динара Кайратовна', kk: 'Әбенова Динара Қайратқызы' }, [
      { ru: 'Абенова Динара Каиратовна', kk: 'Әбенова Динара Каиратқызы' },
      { ru: 'Абеннова Динара Кайратовна', kk: 'Әбеннова Динара Қайратқызы' },
      { ru: 'Абенова Динара Кайратовна', kk: 'Әбенова Динара Қайратқызы' },
      { ru: 'Абенова Динора Кайратовна', kk: 'Әбенова Динора Қайратқызы' },
    ]),
    reference(same('4 705 218'), [
      same('4 705 218'),
      same('4 750 218'),
      same('4 075 218'),
      same('4 705 281'),
    ]),
    reference(same('QZ7-88A-31B'), [
      same('QZ7-88A-13B'),
      same('QZ7-8A8-31B'),
      same('OZ7-88A-31B'),
      same('QZ7-88A-31B'),
    ]),
    reference(same('23.11.2019'), [
      same('23.11.2091'),
      same('23.11.2019'),
      same('23.01.2019'),
      same('28.11.2019'),
    ]),
    reference({ ru: 'ул. Сатпаева, 22/3, кв. 14', kk: 'Сәтбаев к-сі, 22/3, 14-пәтер' }, [
      { ru: 'ул. Сатпаева, 22/3, кв. 41', kk: 'Сәтбаев к-сі, 22/3, 41-пәтер' },
      { ru: 'ул. Сатпаева, 23/2, кв. 14', kk: 'Сәтбаев к-сі, 23/2, 14-пәтер' },
      { ru: 'ул. Сапаева, 22/3, кв. 14', kk: 'Сәбаев к-сі, 22/3, 14-пәтер' },
      { ru: 'ул. Сатпаева, 22/3, кв. 14', kk: 'Сәтбаев к-сі, 22/3, 14-пәтер' },
    ]),
    reference(same('s.tokhtarov@nis.edu.kz'), [
      same('s.tokhtarov@nis.edu.kg'),
      same('s.tokhtarov@nis.edu.kz'),
      same('s.tokhtarev@nis.edu.kz'),
      same('s.tohktarov@nis.edu.kz'),
    ]),
    reference(same('8 (7172) 55-43-21'), [
      same('8 (7172) 55-43-21'),
      same('8 (7172) 55-34-21'),
      same('8 (7127) 55-43-21'),
      same('8 (7172) 55-43-12'),
    ]),
    reference({ ru: 'Муканов Ерлан Бахытжанович', kk: 'Мұқанов Ерлан Бақытжанұлы' }, [
      { ru: 'Муканов Ерлан Бахтыжанович', kk: 'Мұқанов Ерлан Бақтыжанұлы' },
      { ru: 'Мукханов Ерлан Бахытжанович', kk: 'Мұқханов Ерлан Бақытжанұлы' },
      { ru: 'Муканов Ерлан Бахытжанович', kk: 'Мұқанов Ерлан Бақытжанұлы' },
      { ru: 'Муканов Ернар Бахытжанович', kk: 'Мұқанов Ернар Бақытжанұлы' },
    ]),
    reference({ ru: 'Школа-гимназия № 65 имени Абая', kk: 'Абай атындағы № 65 мектеп-гимназия' }, [
      { ru: 'Школа-гимназия № 56 имени Абая', kk: 'Абай атындағы № 56 мектеп-гимназия' },
      { ru: 'Школа-гимназия № 65 имени Абая', kk: 'Абай атындағы № 65 мектеп-гимназия' },
      { ru: 'Школа-лицей № 65 имени Абая', kk: 'Абай атындағы № 65 мектеп-лицей' },
      { ru: 'Школа-гимназия № 65 имени Абылая', kk: 'Абылай атындағы № 65 мектеп-гимназия' },
    ]),
    reference(same('KZ86 125K ZT50 0410 0100'), [
      same('KZ86 125K ZT50 0401 0100'),
      same('KZ68 125K ZT50 0410 0100'),
      same('KZ86 125K TZ50 0410 0100'),
      same('KZ86 125K ZT50 0410 0100'),
    ]),
    reference(same('08:30–09:15'), [
      same('08:30–09:15'),
      same('08:30–09:51'),
      same('08:03–09:15'),
      same('08:30–09:05'),
    ]),
    reference(same('17, 4, 29, 8'), [
      same('17, 4, 92, 8'),
      same('17, 4, 29, 3'),
      same('17, 4, 29, 8'),
      same('71, 4, 29, 8'),
    ]),

    // --- Table look-ups ---
    {
      passage: RESULTS_TABLE,
      ru: 'В какой школе больше всего участников?',
      kk: 'Қай мектепте қатысушылар саны ең көп?',
      answers: [
        { ...same('№ 12'), correct: false },
        { ...same('№ 27'), correct: false },
        { ...same('№ 5'), correct: true },
        { ...same('№ 40'), correct: false },
      ],
    },
    {
      passage: RESULTS_TABLE,
      ru: 'Какой средний балл у школы № 40?',
      kk: '№ 40 мектепте орташа балл қанша?',
      answers: [
        { ...same('71'), correct: false },
        { ...same('78'), correct: false },
        { ...same('66'), correct: false },
        { ...same('74'), correct: true },
      ],
    },
    {
      passage: RESULTS_TABLE,
      ru: 'В каком городе находится школа с самым высоким средним баллом?',
      kk: 'Орташа балл ең жоғары болған мектеп қай қалада?',
      answers: [
        { ru: 'Караганда', kk: 'Қарағанды', correct: false },
        { ru: 'Уральск', kk: 'Орал', correct: true },
        { ru: 'Костанай', kk: 'Қостанай', correct: false },
        { ru: 'Кокшетау', kk: 'Көкшетау', correct: false },
      ],
    },
    {
      passage: RESULTS_TABLE,
      ru: 'Сколько всего участников в школах № 12 и № 40?',
      kk: '№ 12 және № 40 мектептерде барлығы қанша қатысушы бар?',
      answers: [
        { ...same('89'), correct: true },
        { ...same('83'), correct: false },
        { ...same('93'), correct: false },
        { ...same('87'), correct: false },
      ],
    },
    {
      passage: RESULTS_TABLE,
      ru: 'Сколько участников в школе из Костаная?',
      kk: 'Қостанайдағы мектепте қанша қатысушы бар?',
      answers: [
        { ...same('48'), correct: false },
        { ...same('35'), correct: false },
        { ...same('41'), correct: false },
        { ...same('52'), correct: true },
      ],
    },
    {
      passage: RESULTS_TABLE,
      ru: 'Какая школа находится в Кокшетау?',
      kk: 'Көкшетаудағы мектеп қайсы?',
      answers: [
        { ...same('№ 27'), correct: false },
        { ...same('№ 40'), correct: true },
        { ...same('№ 12'), correct: false },
        { ...same('№ 5'), correct: false },
      ],
    },
  ],
};
