import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Language, Role } from '@expert-portal/contracts';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 150 })
  username!: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true, select: false })
  passwordHash!: string | null;

  @Column({ type: 'varchar', length: 20 })
  role!: Role;

  @Column({ type: 'varchar', length: 300, default: '' })
  name!: string;

  @Column({ name: 'first_name', type: 'varchar', length: 150, default: '' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'varchar', length: 150, default: '' })
  lastName!: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  workplace!: string | null;

  @Column({ name: 'id_number', type: 'varchar', length: 9, nullable: true })
  idNumber!: string | null;

  @Column({ type: 'varchar', length: 12, nullable: true })
  iin!: string | null;

  @Column({ type: 'varchar', length: 34, nullable: true })
  iik!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  bank!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  address!: string | null;

  /** Stored file name under the storage folder; served through the API only. */
  @Column({ name: 'image_path', type: 'varchar', length: 300, nullable: true })
  imagePath!: string | null;

  @Column({ name: 'expertized_date', type: 'date', nullable: true })
  expertizedDate!: string | null;

  @Column({ name: 'application_id', type: 'int', nullable: true })
  applicationId!: number | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  /** Failed logins lock the account until then (an admin may unlock it sooner). */
  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil!: Date | null;

  /** Since when a second factor (TOTP) is on; null without one. */
  @Column({ name: 'mfa_enabled_at', type: 'timestamptz', nullable: true })
  mfaEnabledAt!: Date | null;

  /** The language picked for the portal's mails; null: the application's language (MailService.addressee). */
  @Column({ name: 'mail_language', type: 'text', nullable: true })
  mailLanguage!: Language | null;

  @CreateDateColumn({ name: 'date_joined', type: 'timestamptz' })
  dateJoined!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
