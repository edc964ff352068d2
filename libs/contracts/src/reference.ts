import { z } from 'zod';

/** An item of a reference list (teacher categories, languages, subjects, education levels). */
export const referenceItemDtoSchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  /** The name in the request's language. */
  name: z.string().meta({ description: 'The name in the request’s language' }),
  name_ru: z.string(),
  name_kk: z.string(),
  /** Same as name_kk: some clients read the `kz` spelling. */
  name_kz: z.string().meta({ description: 'Same as name_kk' }),
  name_en: z.string(),
});
export type ReferenceItemDto = z.infer<typeof referenceItemDtoSchema>;

/** The refusal reasons' items carry their text as `description` too. */
export const rejectReasonDtoSchema = referenceItemDtoSchema.extend({ description: z.string() });

export const REFERENCE_LISTS = ['teacher_category', 'languages', 'subjects', 'education_level'] as const;
export type ReferenceList = (typeof REFERENCE_LISTS)[number];

export const referenceItemSchema = z.object({
  order: z.coerce.number().int().min(0).max(100000),
  name_ru: z.string().trim().min(1, { error: 'validation.required' }).max(200),
  name_kk: z.string().trim().min(1, { error: 'validation.required' }).max(200),
  name_en: z.string().trim().max(200).default(''),
});
export const referenceItemPatchSchema = referenceItemSchema.partial();
export type ReferenceItemInput = z.infer<typeof referenceItemSchema>;
