import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

@Entity('interviews')
export class Interview {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 300 })
  name!: string;

  /** The name in Kazakh, empty when not given. */
  @Column({ name: 'name_kk', type: 'varchar', length: 300, default: '' })
  nameKk!: string;

  @Column({ name: 'interview_time', type: 'timestamptz' })
  interviewTime!: Date;

  @Column({ type: 'varchar', length: 1000 })
  link!: string;

  @Column({ name: 'created_by', type: 'int', nullable: true })
  createdBy!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** A user invited to an interview (once per interview). */
@Entity('interview_invitations')
export class InterviewInvitation {
  @PrimaryColumn({ name: 'interview_id', type: 'int' })
  interviewId!: number;

  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId!: number;

  @CreateDateColumn({ name: 'invited_at', type: 'timestamptz' })
  invitedAt!: Date;
}

/** An invited user's one grade at an interview: passed with 100 or failed with 0. */
@Entity('interview_grades')
export class InterviewGrade {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'interview_id', type: 'int' })
  interviewId!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ type: 'boolean' })
  passed!: boolean;

  @Column({ type: 'smallint' })
  grade!: number;

  @Column({ name: 'graded_by', type: 'int', nullable: true })
  gradedBy!: number | null;

  @CreateDateColumn({ name: 'graded_at', type: 'timestamptz' })
  gradedAt!: Date;
}
