import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Courses and practice. Every uploaded file of a course, a lesson, a practice task or a practice answer is one
 * `stored_files` row (its generated name under the storage folder, the name it was uploaded under, its type,
 * size and SHA-256), so one place serves them all with their original names.
 *
 * One attempt per lesson test and one answer per user per practice task are unique keys, so a second
 * submission, even a concurrent one, fails; a practice grade is set once (`graded_at` is written with it).
 */
export class CoursesAndPractice1763880000000 implements MigrationInterface {
  name = 'CoursesAndPractice1763880000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stored_files (
        id serial PRIMARY KEY,
        stored_name varchar(300) NOT NULL UNIQUE,
        original_name varchar(255) NOT NULL,
        mime varchar(150) NOT NULL,
        size bigint NOT NULL CHECK (size >= 0),
        sha256 char(64) NOT NULL,
        uploaded_by int REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE courses (
        id serial PRIMARY KEY,
        title varchar(300) NOT NULL,
        title_kk varchar(300) NOT NULL,
        description text NOT NULL DEFAULT '',
        months_duration smallint CHECK (months_duration BETWEEN 0 AND 120),
        academic_hours int CHECK (academic_hours BETWEEN 0 AND 100000),
        education_type varchar(300) NOT NULL DEFAULT '',
        education_type_kk varchar(300) NOT NULL DEFAULT '',
        duration varchar(200) NOT NULL DEFAULT '',
        price numeric(12, 2) CHECK (price >= 0),
        image_file_id int REFERENCES stored_files (id) ON DELETE SET NULL,
        certificate_template_ru_file_id int REFERENCES stored_files (id) ON DELETE SET NULL,
        certificate_template_kk_file_id int REFERENCES stored_files (id) ON DELETE SET NULL,
        search_text text NOT NULL DEFAULT '',
        created_by int REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX courses_created_idx ON courses (created_at DESC, id DESC)');
    await q.query('CREATE INDEX courses_search_idx ON courses USING gin (search_text gin_trgm_ops)');

    // Enrolment; completed_at is set in the transaction that grades the user's practice of the course a pass.
    await q.query(`
      CREATE TABLE course_users (
        course_id int NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        enrolled_at timestamptz NOT NULL DEFAULT now(),
        enrolled_by int REFERENCES users (id) ON DELETE SET NULL,
        completed_at timestamptz,
        PRIMARY KEY (course_id, user_id)
      )`);
    await q.query('CREATE INDEX course_users_user_idx ON course_users (user_id, course_id)');

    await q.query(`
      CREATE TABLE lessons (
        id serial PRIMARY KEY,
        course_id int NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
        title varchar(300) NOT NULL,
        description text NOT NULL DEFAULT '',
        date_time timestamptz NOT NULL,
        link varchar(1000),
        file_link varchar(1000),
        published boolean NOT NULL DEFAULT true,
        public boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX lessons_course_idx ON lessons (course_id, date_time, id)');
    await q.query(`
      CREATE TABLE lesson_files (
        id serial PRIMARY KEY,
        lesson_id int NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
        file_id int NOT NULL UNIQUE REFERENCES stored_files (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX lesson_files_lesson_idx ON lesson_files (lesson_id, id)');

    // One test per lesson (the original client's GET answers a list whose first item is used).
    await q.query(`
      CREATE TABLE lesson_tests (
        id serial PRIMARY KEY,
        lesson_id int NOT NULL UNIQUE REFERENCES lessons (id) ON DELETE CASCADE,
        title varchar(300) NOT NULL,
        title_kz varchar(300) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE lesson_questions (
        id serial PRIMARY KEY,
        test_id int NOT NULL REFERENCES lesson_tests (id) ON DELETE CASCADE,
        title text NOT NULL,
        title_kz text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX lesson_questions_test_idx ON lesson_questions (test_id, id)');
    await q.query(`
      CREATE TABLE lesson_answers (
        id serial PRIMARY KEY,
        question_id int NOT NULL REFERENCES lesson_questions (id) ON DELETE CASCADE,
        title text NOT NULL,
        title_kz text NOT NULL,
        is_correct boolean NOT NULL DEFAULT false
      )`);
    await q.query('CREATE INDEX lesson_answers_question_idx ON lesson_answers (question_id, id)');
    // The one attempt: `results` keeps what was chosen per question, as graded when submitted.
    await q.query(`
      CREATE TABLE lesson_test_results (
        id serial PRIMARY KEY,
        test_id int NOT NULL REFERENCES lesson_tests (id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        grade numeric(5, 2) NOT NULL CHECK (grade BETWEEN 0 AND 100),
        results jsonb NOT NULL,
        submitted_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (test_id, user_id)
      )`);
    await q.query('CREATE INDEX lesson_test_results_user_idx ON lesson_test_results (user_id)');

    await q.query(`
      CREATE TABLE practice_tasks (
        id serial PRIMARY KEY,
        course_id int NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
        title varchar(300) NOT NULL,
        instruction text NOT NULL,
        deadline timestamptz NOT NULL,
        created_by int REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX practice_tasks_created_idx ON practice_tasks (created_at DESC, id DESC)');
    await q.query('CREATE INDEX practice_tasks_course_idx ON practice_tasks (course_id)');
    await q.query(`
      CREATE TABLE practice_task_files (
        id serial PRIMARY KEY,
        task_id int NOT NULL REFERENCES practice_tasks (id) ON DELETE CASCADE,
        file_id int NOT NULL UNIQUE REFERENCES stored_files (id) ON DELETE CASCADE
      )`);
    await q.query('CREATE INDEX practice_task_files_task_idx ON practice_task_files (task_id, id)');
    await q.query(`
      CREATE TABLE practice_task_users (
        task_id int NOT NULL REFERENCES practice_tasks (id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        assigned_at timestamptz NOT NULL DEFAULT now(),
        assigned_by int REFERENCES users (id) ON DELETE SET NULL,
        PRIMARY KEY (task_id, user_id)
      )`);
    await q.query('CREATE INDEX practice_task_users_user_idx ON practice_task_users (user_id)');
    // One answer per user per task; its grade is all set (graded) or all empty.
    await q.query(`
      CREATE TABLE practice_answers (
        id serial PRIMARY KEY,
        task_id int NOT NULL REFERENCES practice_tasks (id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        submitted_at timestamptz NOT NULL DEFAULT now(),
        grade numeric(5, 2) CHECK (grade BETWEEN 0 AND 100),
        passed boolean,
        graded_by int REFERENCES users (id) ON DELETE SET NULL,
        graded_at timestamptz,
        UNIQUE (task_id, user_id),
        CHECK ((grade IS NULL AND passed IS NULL AND graded_at IS NULL)
          OR (grade IS NOT NULL AND passed IS NOT NULL AND graded_at IS NOT NULL))
      )`);
    await q.query('CREATE INDEX practice_answers_user_idx ON practice_answers (user_id)');
    await q.query(`
      CREATE TABLE practice_answer_files (
        id serial PRIMARY KEY,
        answer_id int NOT NULL REFERENCES practice_answers (id) ON DELETE CASCADE,
        file_id int NOT NULL UNIQUE REFERENCES stored_files (id) ON DELETE CASCADE
      )`);
    await q.query('CREATE INDEX practice_answer_files_answer_idx ON practice_answer_files (answer_id, id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      'DROP TABLE practice_answer_files, practice_answers, practice_task_users, practice_task_files, practice_tasks',
    );
    await q.query('DROP TABLE lesson_test_results, lesson_answers, lesson_questions, lesson_tests');
    await q.query('DROP TABLE lesson_files, lessons, course_users, courses, stored_files');
  }
}
