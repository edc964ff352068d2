import { z } from 'zod';
import type { Role } from './roles';

export interface UserDto {
  id: number;
  username: string;
  name: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  workplace: string | null;
  id_number: string | null;
  iin: string | null;
  iik: string | null;
  bank: string | null;
  address: string | null;
  image: string | null;
  role: Role;
  expertized_date: string | null;
  application: number | null;
  date_joined: string;
}

/** The profile is editable only while one of these is missing (spec §5, Profile). */
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
  })
  .partial()
  .strict();
export type ProfilePatch = z.infer<typeof profilePatchSchema>;
