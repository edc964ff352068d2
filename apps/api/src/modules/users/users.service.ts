import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  isProfileEditable,
  profilePatchSchema,
  type ProfileDto,
  type ProfileEducationDto,
  type Role,
  type UserDto,
} from '@expert-portal/contracts';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { typedSql } from '../../core/database/typed-sql';
import { contentTypeOfNameIn, detectContentTypeOf } from '../../core/files/content-type';
import { isReadableFile } from '../../core/files/file-content';
import { StorageService } from '../../core/files/storage.service';
import { AppException } from '../../core/http/app-exception';
import { fieldErrorsOf } from '../../core/http/zod-validation.pipe';
import { MailService } from '../mail/mail.service';
import { User } from './user.entity';
import { toUserDto, withoutPersonalData } from './user.mapper';

/**
 * Whom each back-office role reads besides itself, by what it acts on: staff the applicants (accounts made
 * from an application, whose applications they sign); the deputy, the director and analysts also the users on
 * certificate orders, which they sign, approve or follow. Analysts read cards without personal data
 * (`withoutPersonalData`). Admins read everyone.
 */
const ACTS_ON: Partial<Record<Role, { orders: boolean }>> = {
  staff: { orders: false },
  deputy: { orders: true },
  director: { orders: true },
  analyst: { orders: true },
};
/** Roles that may see photos and documents of the users they act on: all of `ACTS_ON` but analysts, who see no one's files. */
const FILE_READERS: readonly Role[] = ['staff', 'deputy', 'director'];
/** The types a profile photo may be. */
export const PHOTO_TYPES = ['jpg', 'png'] as const;

export interface UploadedPhoto {
  originalname: string;
  buffer: Buffer;
}

/** A profile change: text fields, the mail language, a new photo, or `image: null` to delete the photo. */
export interface ProfileChange {
  body: Record<string, unknown>;
  photo?: UploadedPhoto;
}

@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly mail: MailService,
  ) {}

  async get(id: number): Promise<User> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id });
    if (!user) throw new AppException(404, 'http.not_found');
    return user;
  }

  /**
   * The caller's profile: the user, the education of the application the account came from, and the language
   * their mails go in (as MailService addresses them).
   */
  async profile(id: number): Promise<ProfileDto> {
    return this.withEducation(await this.get(id));
  }

  private async withEducation(user: User): Promise<ProfileDto> {
    const education: ProfileEducationDto | undefined = user.applicationId
      ? await typedSql(this.dataSource)
          .selectFrom('applications as a')
          .innerJoin('education_levels as l', 'l.id', 'a.education_level_id')
          .innerJoin('subjects as s', 's.id', 'a.subject_id')
          .leftJoin('subjects as s2', 's2.id', 'a.subject2_id')
          .innerJoin('teacher_categories as c', 'c.id', 'a.teacher_category_id')
          .select((eb) => {
            const named = (alias: 'l' | 's' | 's2' | 'c') =>
              jsonBuildObject({
                id: eb.ref(`${alias}.id`).$notNull(),
                name_ru: eb.ref(`${alias}.name_ru`).$notNull(),
                name_kk: eb.ref(`${alias}.name_kk`).$notNull(),
              });
            return [
              named('l').as('education_level'),
              'a.level',
              named('s').as('subject'),
              // The second subject is optional: no row, no object.
              eb.case().when('s2.id', 'is', null).then(eb.lit(null)).else(named('s2')).end().as('subject2'),
              named('c').as('teacher_category'),
              'a.academic_status',
            ];
          })
          .where('a.id', '=', user.applicationId)
          .executeTakeFirst()
      : undefined;
    const { language } = await this.mail.addressee(user.id);
    return { ...toUserDto(user), education: education ?? null, mail_language: language };
  }

  /**
   * The account a login names, with its password hash: its username (case-insensitively), else its e-mail when
   * exactly one account has it (applicants may share an address; then only the username signs in).
   */
  async findForLogin(login: string): Promise<User | null> {
    const byName = this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.username) = lower(:login)', { login })
      .getOne();
    const user = await byName;
    if (user || !login.includes('@')) return user;
    const byEmail = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.email) = lower(:login)', { login })
      .limit(2)
      .getMany();
    return byEmail.length === 1 ? byEmail[0] : null;
  }

  /**
   * The user `id` if the caller may read them: themself, anyone for an admin, else only a user their role acts
   * on (`ACTS_ON`). Anyone else is 403 whether or not the id exists, as for a candidate asking for another
   * user, so the answer never tells which ids exist.
   */
  async readableBy(caller: AuthUser, id: number, options: { files?: boolean } = {}): Promise<User> {
    if (caller.id === id || caller.role === 'admin') return this.get(id);
    const scope = ACTS_ON[caller.role];
    if (!scope || (options.files && !FILE_READERS.includes(caller.role))) {
      throw new AppException(403, 'auth.forbidden');
    }
    const user = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .where('u.id = :id', { id })
      .andWhere(
        scope.orders
          ? '(u.application_id IS NOT NULL OR EXISTS (SELECT 1 FROM certificate_order_users ou WHERE ou.user_id = u.id))'
          : 'u.application_id IS NOT NULL',
      )
      .getOne();
    if (!user) throw new AppException(403, 'auth.forbidden');
    return user;
  }

  /** A user's card for whoever may read them (analysts: names, role and dates only). */
  async card(caller: AuthUser, id: number): Promise<UserDto> {
    const card = toUserDto(await this.readableBy(caller, id));
    return caller.role === 'analyst' && caller.id !== id ? withoutPersonalData(card) : card;
  }

  async updateProfile(caller: AuthUser, change: ProfileChange): Promise<ProfileDto> {
    const { image, ...fields } = change.body;
    const deletePhoto = !change.photo && (image === null || image === '' || image === 'null');
    const parsed = profilePatchSchema.safeParse(fields);
    if (!parsed.success) throw AppException.fields(fieldErrorsOf(parsed.error, fields));
    const photoExtension = change.photo ? await this.checkPhoto(change.photo) : null;
    const newPhoto =
      change.photo && photoExtension
        ? await this.storage.save('photos', photoExtension, change.photo.buffer)
        : null;

    let replacedPhoto: string | null = null;
    try {
      const user = await this.dataSource.transaction(async (manager) => {
        const current = await manager.findOne(User, {
          where: { id: caller.id },
          lock: { mode: 'pessimistic_write' },
        });
        if (!current) throw new AppException(404, 'http.not_found');
        // The mail language is the person's to change at any time; the personal data only while incomplete.
        const { mail_language: mailLanguage, ...personal } = parsed.data;
        if (Object.keys(personal).length > 0) {
          if (!isProfileEditable(current)) throw new AppException(403, 'profile.locked');
          Object.assign(current, personal);
        }
        if (mailLanguage) current.mailLanguage = mailLanguage;
        if (newPhoto || deletePhoto) {
          replacedPhoto = current.imagePath;
          current.imagePath = newPhoto;
        }
        return manager.save(current);
      });
      await this.storage.remove(replacedPhoto);
      return await this.withEducation(user);
    } catch (error) {
      await this.storage.remove(newPhoto);
      throw error;
    }
  }

  private async checkPhoto(photo: UploadedPhoto): Promise<'jpg' | 'png'> {
    const actual = detectContentTypeOf(photo.buffer, PHOTO_TYPES);
    const claimed = contentTypeOfNameIn(photo.originalname, PHOTO_TYPES);
    if (!actual || actual !== claimed || !(await isReadableFile(actual, photo.buffer))) {
      throw AppException.fields({ image: ['file.image_type'] });
    }
    return actual;
  }
}
