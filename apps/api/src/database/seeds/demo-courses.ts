import type { INestApplicationContext } from '@nestjs/common';
import { CANDIDATE_PIPELINE_MACHINE_ID } from '@expert-portal/machines';
import { PNG } from 'pngjs';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import type { UploadedFile } from '../../core/files/memory-upload';
import { CourseUsersService } from '../../modules/courses/course-users.service';
import { CoursesService } from '../../modules/courses/courses.service';
import { LessonTestsService } from '../../modules/courses/lesson-tests.service';
import { LessonsService } from '../../modules/courses/lessons.service';
import { demoCertificateTemplate } from './demo-certificate-template';
import { simpleDocx } from './simple-docx';
import { textPdf } from './simple-pdf';

/** The main demo course; its presence tells that the course demo data was seeded. */
export const DEMO_COURSE_TITLE = 'Экспертиза учебных материалов';

interface DemoLesson {
  title: string;
  title_kk: string;
  description: string;
  description_kk: string;
  /** Days from the seeding day; the lesson starts at 15:00 in Kazakhstan. */
  day: number;
  link?: string;
  public?: boolean;
  published?: boolean;
  files: Array<{ name: string; pdf?: [string, string]; docx?: string[] }>;
  test?: {
    title: string;
    title_kz: string;
    questions: Array<{
      title: string;
      title_kz: string;
      answers: Array<[string, string, boolean]>;
    }>;
  };
}

const EXPERTISE_LESSONS: DemoLesson[] = [
  {
    title: 'Введение: цели и этапы экспертизы',
    title_kk: 'Кіріспе: сараптаманың мақсаттары мен кезеңдері',
    description: 'Зачем нужна экспертиза учебников, кто её проводит и как устроен её процесс.',
    description_kk: 'Оқулықтарды сараптау не үшін қажет, оны кім жүргізеді және ол қалай өтеді.',
    day: -14,
    link: 'https://zoom.us/j/3141592653',
    public: true,
    files: [
      {
        name: 'Программа курса.pdf',
        pdf: ['Course programme', 'Expertise of educational materials, 8 weeks'],
      },
      {
        name: 'Сараптама кезеңдері.docx',
        docx: [
          'Сараптама кезеңдері',
          '1. Материалды алдын ала қарау.',
          '2. Мазмұнын стандартпен салыстыру.',
          '3. Сараптамалық қорытынды жазу.',
        ],
      },
    ],
  },
  {
    title: 'Критерии оценки учебника',
    title_kk: 'Оқулықты бағалау критерийлері',
    description: 'Соответствие стандарту, научность, доступность, методический аппарат, оформление.',
    description_kk: 'Стандартқа сәйкестігі, ғылымилығы, түсініктілігі, әдістемелік аппараты, безендірілуі.',
    day: -7,
    link: 'https://meet.google.com/abc-defg-hij',
    files: [
      {
        name: 'Критерии оценки.pdf',
        pdf: ['Evaluation criteria', 'Standard, accuracy, accessibility, design'],
      },
      {
        name: 'Бағалау парағы.docx',
        docx: [
          'Оқулықты бағалау парағы',
          'Мемлекеттік стандартқа сәйкестігі: 0–5 балл.',
          'Ғылымилығы мен дұрыстығы: 0–5 балл.',
          'Оқушыларға түсініктілігі: 0–5 балл.',
        ],
      },
    ],
    test: {
      title: 'Проверка: критерии оценки',
      title_kz: 'Тексеру: бағалау критерийлері',
      questions: [
        {
          title: 'С чем эксперт сравнивает содержание учебника в первую очередь?',
          title_kz: 'Сарапшы оқулық мазмұнын ең алдымен немен салыстырады?',
          answers: [
            [
              'С государственным общеобязательным стандартом образования',
              'Мемлекеттік жалпыға міндетті білім беру стандартымен',
              true,
            ],
            ['С учебником прошлого года', 'Өткен жылғы оқулықпен', false],
            ['С мнением издательства', 'Баспаның пікірімен', false],
          ],
        },
        {
          title: 'Какие критерии относятся к методическому аппарату?',
          title_kz: 'Әдістемелік аппаратқа қандай критерийлер жатады?',
          answers: [
            ['Вопросы и задания после параграфов', 'Параграфтан кейінгі сұрақтар мен тапсырмалар', true],
            ['Разноуровневые задания', 'Деңгейлік тапсырмалар', true],
            ['Цвет обложки', 'Мұқабаның түсі', false],
          ],
        },
        {
          title: 'Что делает эксперт, найдя фактическую ошибку?',
          title_kz: 'Сарапшы фактілік қате тапқанда не істейді?',
          answers: [
            [
              'Указывает страницу и предлагает исправление в заключении',
              'Қорытындыда бетті көрсетіп, түзетуді ұсынады',
              true,
            ],
            ['Не упоминает её, если ошибка одна', 'Қате біреу болса, оны атамайды', false],
          ],
        },
        {
          title: 'Сколько баллов максимум по одному критерию в листе оценки?',
          title_kz: 'Бағалау парағында бір критерий бойынша ең көбі қанша балл?',
          answers: [
            ['5', '5', true],
            ['10', '10', false],
            ['100', '100', false],
          ],
        },
      ],
    },
  },
  {
    title: 'Анализ методического аппарата',
    title_kk: 'Әдістемелік аппаратты талдау',
    description: 'Разбор заданий учебника: уровни сложности, связь с целями обучения, дифференциация.',
    description_kk:
      'Оқулық тапсырмаларын талдау: күрделілік деңгейлері, оқу мақсаттарымен байланысы, саралап оқыту.',
    day: 0,
    link: 'https://zoom.us/j/2718281828',
    files: [
      {
        name: 'Пример экспертного заключения.docx',
        docx: [
          'Экспертное заключение (пример)',
          'Учебник соответствует стандарту; задания разноуровневые; замечания приведены в таблице.',
        ],
      },
    ],
  },
  {
    title: 'Экспертное заключение: структура и язык',
    title_kk: 'Сараптамалық қорытынды: құрылымы мен тілі',
    description: 'Как писать выводы ясно, доказательно и доброжелательно.',
    description_kk: 'Тұжырымдарды анық, дәлелді әрі ізгі ниетпен қалай жазу керек.',
    day: 7,
    public: true,
    files: [
      {
        name: 'Қорытынды үлгісі.pdf',
        pdf: ['Expert conclusion template', 'Structure: summary, findings, recommendations'],
      },
    ],
  },
  {
    title: 'Итоговое занятие',
    title_kk: 'Қорытынды сабақ',
    description: 'Разбор практических работ слушателей (опубликуется после проверки практики).',
    description_kk:
      'Тыңдаушылардың практикалық жұмыстарын талдау (практика тексерілгеннен кейін жарияланады).',
    day: 21,
    published: false,
    files: [],
  },
];

const DIGITAL_LESSONS: DemoLesson[] = [
  {
    title: 'Цифровые учебники: что проверять',
    title_kk: 'Цифрлық оқулықтар: нені тексеру керек',
    description: 'Интерактивные элементы, доступность, корректность ссылок.',
    description_kk: 'Интерактивті элементтер, қолжетімділік, сілтемелердің дұрыстығы.',
    day: 3,
    public: true,
    files: [
      { name: 'Цифрлық ресурстар тізімі.pdf', pdf: ['Digital resources', 'Checklist for digital textbooks'] },
    ],
  },
  {
    title: 'Видео и симуляции в уроке',
    title_kk: 'Сабақтағы бейнелер мен симуляциялар',
    description: 'Как оценивать видеоматериалы и виртуальные лаборатории.',
    description_kk: 'Бейнематериалдар мен виртуалды зертханаларды қалай бағалау керек.',
    day: 10,
    files: [],
  },
];

/** A 640×360 cover: a two-colour gradient with a light band, as a PNG. */
function coverPng(from: [number, number, number], to: [number, number, number]): Buffer {
  const png = new PNG({ width: 640, height: 360 });
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const mix = (x + y) / (png.width + png.height);
      const band = y > 250 && y < 290 ? 40 : 0;
      const at = (y * png.width + x) * 4;
      for (let c = 0; c < 3; c++)
        png.data[at + c] = Math.min(255, Math.round(from[c] + (to[c] - from[c]) * mix) + band);
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

function upload(fieldname: string, originalname: string, buffer: Buffer): UploadedFile {
  return { fieldname, originalname, mimetype: 'application/octet-stream', size: buffer.length, buffer };
}

function daysFromNow(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return `${date.toISOString().slice(0, 10)}T15:00`;
}

async function lessonFiles(lesson: DemoLesson): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  for (const file of lesson.files) {
    const content = file.pdf ? textPdf(...file.pdf) : await simpleDocx(file.docx ?? []);
    files.push(upload('files', file.name, content));
  }
  return files;
}

async function seedCourse(
  app: INestApplicationContext,
  admin: AuthUser,
  course: {
    title: string;
    title_kk: string;
    description: string;
    description_kk: string;
    cover: Buffer;
    lessons: DemoLesson[];
  },
  details: { months: number; hours: number; price: number; duration: string },
): Promise<number> {
  const apiRoot = '/api/v1';
  const created = await app.get(CoursesService).create(
    {
      title: course.title,
      title_kk: course.title_kk,
      description: course.description,
      description_kk: course.description_kk,
      months_duration: details.months,
      academic_hours: details.hours,
      education_type: 'Повышение квалификации',
      education_type_kk: 'Біліктілікті арттыру',
      duration: details.duration,
      price: details.price,
    },
    [
      upload('image', 'Обложка курса.png', course.cover),
      upload('certificate_template_ru', 'Шаблон сертификата (рус).docx', await demoCertificateTemplate('ru')),
      upload('certificate_template_kk', 'Сертификат үлгісі (қаз).docx', await demoCertificateTemplate('kk')),
    ],
    admin,
    apiRoot,
  );
  const lessons = app.get(LessonsService);
  const tests = app.get(LessonTestsService);
  for (const lesson of course.lessons) {
    const saved = await lessons.create(
      created.id,
      {
        title: lesson.title,
        title_kk: lesson.title_kk,
        description: lesson.description,
        description_kk: lesson.description_kk,
        date_time: new Date(`${daysFromNow(lesson.day)}+05:00`).toISOString(),
        link: lesson.link ?? null,
        file_link: null,
        published: lesson.published ?? true,
        public: lesson.public ?? false,
      },
      apiRoot,
    );
    const files = await lessonFiles(lesson);
    if (files.length) await lessons.upload(created.id, saved.id, files, admin, apiRoot);
    if (lesson.test) {
      const test = await tests.create(created.id, saved.id, lesson.test, admin);
      const path = { courseId: created.id, lessonId: saved.id, testId: test.id };
      for (const question of lesson.test.questions) {
        await tests.addQuestion(admin, path, {
          title: question.title,
          title_kz: question.title_kz,
          answers: question.answers.map(([title, titleKz, correct]) => ({
            title,
            title_kz: titleKz,
            is_correct: correct,
          })),
        });
      }
    }
  }
  return created.id;
}

/**
 * Two demo courses through the services, as an admin would create them: «Экспертиза учебных материалов»
 * with a cover, both certificate templates, five weekly lessons (two public, one unpublished) with small
 * PDF and Word files under Russian and Kazakh names, and a bilingual test of four questions on its second
 * lesson; and a shorter «Цифровые образовательные ресурсы». The demo users at theory (`direct`) are enrolled
 * in the first. Runs once: nothing is added when the first course exists. Answers the courses created.
 */
export async function seedDemoCourses(app: INestApplicationContext): Promise<string[]> {
  const dataSource = app.get(DataSource);
  const exists = await dataSource.query('SELECT 1 FROM courses WHERE title = $1', [DEMO_COURSE_TITLE]);
  if (exists.length) return [];
  const [adminRow] = (await dataSource.query("SELECT id FROM users WHERE username = 'admin'")) as Array<{
    id: number;
  }>;
  if (!adminRow) return [];
  const admin: AuthUser = {
    id: adminRow.id,
    username: 'admin',
    role: 'admin',
    sessionId: 'demo-seed',
    expiresAt: 0,
  };
  const expertise = await seedCourse(
    app,
    admin,
    {
      title: DEMO_COURSE_TITLE,
      title_kk: 'Оқу материалдарын сараптау',
      description:
        'Курс для будущих экспертов: критерии оценки учебников и учебно-методических комплексов, анализ ' +
        'заданий, подготовка экспертного заключения. Теория с тестами по урокам, затем практика.',
      description_kk:
        'Болашақ сарапшыларға арналған курс: оқулықтар мен оқу-әдістемелік кешендерді бағалау ' +
        'критерийлері, тапсырмаларды талдау, сараптамалық қорытынды дайындау. Алдымен сабақтар бойынша ' +
        'тесттері бар теория, содан кейін практика.',
      cover: coverPng([22, 78, 140], [40, 160, 150]),
      lessons: EXPERTISE_LESSONS,
    },
    { months: 2, hours: 72, price: 0, duration: '8 недель' },
  );
  await seedCourse(
    app,
    admin,
    {
      title: 'Цифровые образовательные ресурсы',
      title_kk: 'Цифрлық білім беру ресурстары',
      description: 'Экспертиза цифровых учебников, видеоуроков и интерактивных тренажёров.',
      description_kk: 'Цифрлық оқулықтарды, бейнесабақтарды және интерактивті тренажерлерді сараптау.',
      cover: coverPng([90, 40, 130], [200, 120, 60]),
      lessons: DIGITAL_LESSONS,
    },
    { months: 1, hours: 36, price: 25000, duration: '4 недели' },
  );
  const atTheory = (await dataSource.query(
    `SELECT u.id FROM users u JOIN workflow_instances w ON w.owner_user_id = u.id
      WHERE u.username = ANY($1::text[]) AND w.machine_id = $2 AND w.state_path = 'theory'`,
    [['direct', 'candidate', 'interviewee', 'essayist', 'retaker'], CANDIDATE_PIPELINE_MACHINE_ID],
  )) as Array<{ id: number }>;
  if (atTheory.length) {
    await app.get(CourseUsersService).add(
      expertise,
      atTheory.map((row) => row.id),
      admin,
    );
  }
  return [DEMO_COURSE_TITLE, 'Цифровые образовательные ресурсы'];
}
