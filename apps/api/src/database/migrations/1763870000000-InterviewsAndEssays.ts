import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pre-course interviews and essays: interviews with their invited users and
 * one grade per user per interview; essay themes in both languages, meetings per theme with their users,
 * one essay per candidate (the chosen theme, then the file) and its one grade. The grades' unique keys are
 * what makes a second grade, even a concurrent one, fail.
 */
export class InterviewsAndEssays1763870000000 implements MigrationInterface {
  name = 'InterviewsAndEssays1763870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE interviews (
        id serial PRIMARY KEY,
        name varchar(300) NOT NULL,
        interview_time timestamptz NOT NULL,
        link varchar(1000) NOT NULL,
        created_by int REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX interviews_time_idx ON interviews (interview_time DESC, id DESC)');
    await q.query(`
      CREATE TABLE interview_invitations (
        interview_id int NOT NULL REFERENCES interviews (id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        invited_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (interview_id, user_id)
      )`);
    // A candidate's own invitations, and the picker's "not yet invited".
    await q.query('CREATE INDEX interview_invitations_user_idx ON interview_invitations (user_id)');
    await q.query(`
      CREATE TABLE interview_grades (
        id serial PRIMARY KEY,
        interview_id int NOT NULL,
        user_id int NOT NULL,
        passed boolean NOT NULL,
        grade smallint NOT NULL CHECK ((passed AND grade = 100) OR (NOT passed AND grade = 0)),
        graded_by int REFERENCES users (id) ON DELETE SET NULL,
        graded_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (interview_id, user_id),
        FOREIGN KEY (interview_id, user_id)
          REFERENCES interview_invitations (interview_id, user_id) ON DELETE CASCADE
      )`);

    await q.query(`
      CREATE TABLE essay_themes (
        id serial PRIMARY KEY,
        name varchar(500) NOT NULL,
        name_kk varchar(500) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE essay_meetings (
        id serial PRIMARY KEY,
        theme_id int NOT NULL REFERENCES essay_themes (id) ON DELETE CASCADE,
        link varchar(1000) NOT NULL,
        meeting_time timestamptz NOT NULL,
        created_by int REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX essay_meetings_theme_idx ON essay_meetings (theme_id, meeting_time)');
    await q.query('CREATE INDEX essay_meetings_time_idx ON essay_meetings (meeting_time DESC, id DESC)');
    await q.query(`
      CREATE TABLE essay_meeting_users (
        meeting_id int NOT NULL REFERENCES essay_meetings (id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (meeting_id, user_id)
      )`);
    await q.query('CREATE INDEX essay_meeting_users_user_idx ON essay_meeting_users (user_id)');
    // The file columns are all set by an upload, or all empty while only the theme is chosen.
    await q.query(`
      CREATE TABLE user_essays (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        theme_id int NOT NULL REFERENCES essay_themes (id),
        theme_chosen_at timestamptz NOT NULL DEFAULT now(),
        stored_name varchar(300),
        original_name varchar(255),
        mime varchar(100),
        size int,
        word_count int,
        uploaded_at timestamptz,
        -- Set when a retake of the essay stage started a new essay: this one is kept as history.
        retaken_at timestamptz,
        CHECK (
          (stored_name IS NULL AND original_name IS NULL AND mime IS NULL AND size IS NULL
             AND word_count IS NULL AND uploaded_at IS NULL)
          OR (stored_name IS NOT NULL AND original_name IS NOT NULL AND mime IS NOT NULL AND size IS NOT NULL
             AND word_count IS NOT NULL AND uploaded_at IS NOT NULL)
        )
      )`);
    // One current essay per candidate; a retake's new essay replaces it as current.
    await q.query(
      'CREATE UNIQUE INDEX user_essays_current_idx ON user_essays (user_id) WHERE retaken_at IS NULL',
    );
    // The admin's list: uploaded essays, newest first.
    await q.query(
      `CREATE INDEX user_essays_uploaded_idx ON user_essays (uploaded_at DESC, id DESC)
         WHERE uploaded_at IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE essay_grades (
        id serial PRIMARY KEY,
        essay_id int NOT NULL UNIQUE REFERENCES user_essays (id) ON DELETE CASCADE,
        grade numeric(5, 2) NOT NULL CHECK (grade BETWEEN 0 AND 100),
        passed boolean NOT NULL,
        graded_by int REFERENCES users (id) ON DELETE SET NULL,
        graded_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE essay_grades, user_essays, essay_meeting_users, essay_meetings, essay_themes');
    await q.query('DROP TABLE interview_grades, interview_invitations, interviews');
  }
}
