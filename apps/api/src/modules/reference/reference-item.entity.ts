import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The shape every reference list shares; each list is its own table. */
export abstract class ReferenceItem {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int', default: 0 })
  order!: number;

  @Column({ name: 'name_ru', type: 'varchar', length: 200 })
  nameRu!: string;

  @Column({ name: 'name_kk', type: 'varchar', length: 200 })
  nameKk!: string;

  @Column({ name: 'name_en', type: 'varchar', length: 200, default: '' })
  nameEn!: string;
}

@Entity('teacher_categories')
export class TeacherCategory extends ReferenceItem {}

@Entity('languages')
export class LanguageItem extends ReferenceItem {}

@Entity('subjects')
export class Subject extends ReferenceItem {}

@Entity('education_levels')
export class EducationLevel extends ReferenceItem {}

/** Refusal reasons of applications (id, description). */
@Entity('reject_reasons')
export class RejectReason extends ReferenceItem {}
