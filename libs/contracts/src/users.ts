import { z } from 'zod';
import { LANGUAGES } from './language';
import { dateTimeText } from './primitives';
import { ROLES } from './roles';

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  workplace: z.string().nullable(),
  id_number: z.string().nullable(),
  iin: z.string().nullable(),
  iik: z.string().nullable(),
  bank: z.string().nullable(),
  address: z.string().nullable(),
  /** The photo's URL (`/api/v1/users/{id}/photo/`), or null. */
  image: z.string().nullable(),
  role: z.enum(ROLES),
  expertized_date: z.string().nullable(),
  /** The application the account was created from. */
  application: z.number().int().nullable(),
  date_joined: dateTimeText,
});
export type UserDto = z.infer<typeof userSchema>;

/** An item of a reference list, named in both languages. */
const namedItemSchema = z.object({ id: z.number().int(), name_ru: z.string(), name_kk: z.string() });
export type NamedItemDto = z.infer<typeof namedItemSchema>;

/** The education the candidate gave in their application (profile's education tab). */
export const profileEducationSchema = z.object({
  education_level: namedItemSchema,
  /** The institution and speciality as typed in the application. */
  level: z.string(),
  subject: namedItemSchema,
  subject2: namedItemSchema.nullable(),
  teacher_category: namedItemSchema,
  /** Whether the candidate holds an academic degree. */
  academic_status: z.boolean(),
});
export type ProfileEducationDto = z.infer<typeof profileEducationSchema>;

/** The language of a person's mails, as they pick it in their profile. */
const mailLanguageSchema = z.enum(LANGUAGES, { error: 'profile.mail_language' });

/**
 * GET/PATCH users/profile/: the user, with their education when the account came from an application, and the
 * language the portal's mails reach them in.
 */
export const profileSchema = userSchema.extend({
  education: profileEducationSchema.nullable(),
  mail_language: z.enum(LANGUAGES).meta({
    description:
      'The language of the mails to this account: the one picked in the profile, else the language the ' +
      'application was sent in, else ru',
  }),
});
export type ProfileDto = z.infer<typeof profileSchema>;

/** The profile is editable only while one of these is missing. */
export const PROFILE_EDITABLE_FIELDS = ['address', 'iin', 'iik', 'bank'] as const;

export function isProfileEditable(user: Pick<UserDto, (typeof PROFILE_EDITABLE_FIELDS)[number]>): boolean {
  return PROFILE_EDITABLE_FIELDS.some((field) => !user[field]);
}

export const profilePatchSchema = z
  .object({
    address: z.string().trim().min(1, { error: 'validation.required' }).max(500),
    iin: z.string().regex(/^\d{12}$/, { error: 'validation.iin_digits' }),
    iik: z.string().trim().min(1, { error: 'validation.required' }).max(34),
    bank: z.string().trim().min(1, { error: 'validation.required' }).max(200),
    /** Changeable at any time, also once the profile is complete and locked. */
    mail_language: mailLanguageSchema,
  })
  .partial()
  .strict();
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/** The profile PATCH sent as JSON, without a photo: the missing fields, or `image: null` to remove the photo. */
export const profileJsonPatchSchema = profilePatchSchema.extend({
  // '' removes it too, as the service reads it; saying so also keeps openapi-fetch's request types from
  // dropping a field that can only be null (openapi-typescript issue 2717).
  image: z.union([z.null(), z.literal('')]).optional(),
});
