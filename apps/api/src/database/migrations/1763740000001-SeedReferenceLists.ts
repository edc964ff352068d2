import type { MigrationInterface, QueryRunner } from 'typeorm';

type Row = [ru: string, kk: string, en: string];

// Frozen at the time of writing: admins manage the lists afterwards through the API.
const LISTS: Record<string, Row[]> = {
  teacher_categories: [
    ['педагог', 'педагог', 'teacher'],
    ['педагог-модератор', 'педагог-модератор', 'teacher-moderator'],
    ['педагог-эксперт', 'педагог-сарапшы', 'teacher-expert'],
    ['педагог-исследователь', 'педагог-зерттеуші', 'teacher-researcher'],
    ['педагог-мастер', 'педагог-шебер', 'teacher-master'],
  ],
  languages: [
    ['Казахский язык', 'Қазақ тілі', 'Kazakh'],
    ['Русский язык', 'Орыс тілі', 'Russian'],
    ['Английский язык', 'Ағылшын тілі', 'English'],
    ['Узбекский язык', 'Өзбек тілі', 'Uzbek'],
    ['Уйгурский язык', 'Ұйғыр тілі', 'Uyghur'],
    ['Таджикский язык', 'Тәжік тілі', 'Tajik'],
  ],
  education_levels: [
    ['Дошкольное воспитание и обучение', 'Мектепке дейінгі тәрбие және оқыту', 'Preschool education'],
    ['Начальное образование', 'Бастауыш білім беру', 'Primary education'],
    ['Основное среднее образование', 'Негізгі орта білім беру', 'Lower secondary education'],
    ['Общее среднее образование', 'Жалпы орта білім беру', 'Upper secondary education'],
    [
      'Техническое и профессиональное образование',
      'Техникалық және кәсіптік білім беру',
      'Technical and vocational education',
    ],
    ['Высшее образование', 'Жоғары білім беру', 'Higher education'],
    ['Послевузовское образование', 'Жоғары оқу орнынан кейінгі білім беру', 'Postgraduate education'],
  ],
  subjects: [
    ['Казахский язык', 'Қазақ тілі', 'Kazakh language'],
    ['Казахская литература', 'Қазақ әдебиеті', 'Kazakh literature'],
    ['Русский язык', 'Орыс тілі', 'Russian language'],
    ['Русская литература', 'Орыс әдебиеті', 'Russian literature'],
    ['Английский язык', 'Ағылшын тілі', 'English language'],
    ['Обучение грамоте', 'Сауат ашу', 'Literacy'],
    ['Литературное чтение', 'Әдебиеттік оқу', 'Literary reading'],
    ['Математика', 'Математика', 'Mathematics'],
    ['Алгебра и начала анализа', 'Алгебра және анализ бастамалары', 'Algebra and elementary analysis'],
    ['Геометрия', 'Геометрия', 'Geometry'],
    ['Информатика', 'Информатика', 'Computer science'],
    ['Цифровая грамотность', 'Цифрлық сауаттылық', 'Digital literacy'],
    ['Естествознание', 'Жаратылыстану', 'Natural science'],
    ['Познание мира', 'Дүниетану', 'Knowledge of the world'],
    ['Физика', 'Физика', 'Physics'],
    ['Химия', 'Химия', 'Chemistry'],
    ['Биология', 'Биология', 'Biology'],
    ['География', 'География', 'Geography'],
    ['История Казахстана', 'Қазақстан тарихы', 'History of Kazakhstan'],
    ['Всемирная история', 'Дүниежүзі тарихы', 'World history'],
    ['Основы права', 'Құқық негіздері', 'Fundamentals of law'],
    ['Самопознание', 'Өзін-өзі тану', 'Self-knowledge'],
    ['Художественный труд', 'Көркем еңбек', 'Arts and crafts'],
    ['Музыка', 'Музыка', 'Music'],
    ['Физическая культура', 'Дене шынықтыру', 'Physical education'],
    [
      'Начальная военная и технологическая подготовка',
      'Алғашқы әскери және технологиялық дайындық',
      'Basic military and technological training',
    ],
    ['Графика и проектирование', 'Графика және жобалау', 'Graphics and design'],
    ['Глобальные компетенции', 'Жаһандық құзыреттер', 'Global competences'],
  ],
};

export class SeedReferenceLists1763740000001 implements MigrationInterface {
  name = 'SeedReferenceLists1763740000001';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, rows] of Object.entries(LISTS)) {
      for (const [index, [ru, kk, en]] of rows.entries()) {
        await q.query(
          `INSERT INTO ${table} ("order", name_ru, name_kk, name_en) VALUES ($1, $2, $3, $4)
           ON CONFLICT DO NOTHING`,
          [(index + 1) * 10, ru, kk, en],
        );
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, rows] of Object.entries(LISTS)) {
      await q.query(`DELETE FROM ${table} WHERE name_ru = ANY($1)`, [rows.map(([ru]) => ru)]);
    }
  }
}
