import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Sign-in outcomes and account actions are in the audit trail (account_audit) instead. */
export type AuthLogKind = 'refresh_reused' | 'unauthenticated' | 'forbidden';

/** Append-only record of every refused authorisation. */
@Entity('auth_log')
export class AuthLog {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string;

  @Index()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'varchar', length: 30 })
  kind!: AuthLogKind;

  @Column({ type: 'varchar', length: 150, nullable: true })
  username!: string | null;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId!: number | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  method!: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  path!: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  detail!: string | null;
}
