import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

@Entity('essay_themes')
export class EssayTheme {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 500 })
  name!: string;

  @Column({ name: 'name_kk', type: 'varchar', length: 500 })
  nameKk!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** An online meeting about a theme. */
@Entity('essay_meetings')
export class EssayMeeting {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'theme_id', type: 'int' })
  themeId!: number;

  @Column({ type: 'varchar', length: 1000 })
  link!: string;

  @Column({ name: 'meeting_time', type: 'timestamptz' })
  meetingTime!: Date;

  @Column({ name: 'created_by', type: 'int', nullable: true })
  createdBy!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** A candidate added to an essay meeting (once per meeting). */
@Entity('essay_meeting_users')
export class EssayMeetingUser {
  @PrimaryColumn({ name: 'meeting_id', type: 'int' })
  meetingId!: number;

  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId!: number;

  @CreateDateColumn({ name: 'added_at', type: 'timestamptz' })
  addedAt!: Date;
}

/** A candidate's one essay: the chosen theme, then the uploaded file (all file columns set together). */
@Entity('user_essays')
export class UserEssay {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ name: 'theme_id', type: 'int' })
  themeId!: number;

  @Column({ name: 'theme_chosen_at', type: 'timestamptz' })
  themeChosenAt!: Date;

  /** Set when a retake of the essay stage started a new essay; null for the current one. */
  @Column({ name: 'retaken_at', type: 'timestamptz', nullable: true })
  retakenAt!: Date | null;

  /** Under the storage folder, outside the web root; served through the API only. */
  @Column({ name: 'stored_name', type: 'varchar', length: 300, nullable: true })
  storedName!: string | null;

  @Column({ name: 'original_name', type: 'varchar', length: 255, nullable: true })
  originalName!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  mime!: string | null;

  @Column({ type: 'int', nullable: true })
  size!: number | null;

  @Column({ name: 'word_count', type: 'int', nullable: true })
  wordCount!: number | null;

  @Column({ name: 'uploaded_at', type: 'timestamptz', nullable: true })
  uploadedAt!: Date | null;
}

/** An essay's one grade; passed when the grade is 50 or more. */
@Entity('essay_grades')
export class EssayGrade {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'essay_id', type: 'int' })
  essayId!: number;

  @Column({ type: 'numeric', precision: 5, scale: 2 })
  grade!: string;

  @Column({ type: 'boolean' })
  passed!: boolean;

  @Column({ name: 'graded_by', type: 'int', nullable: true })
  gradedBy!: number | null;

  @CreateDateColumn({ name: 'graded_at', type: 'timestamptz' })
  gradedAt!: Date;
}
