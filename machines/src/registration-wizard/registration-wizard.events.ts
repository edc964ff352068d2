import { z } from 'zod';
import { EVERYONE } from '../core/actors';
import type { EventRoles, UiEventsFrom } from '../core/events';
import {
  REGISTRATION_FILE_FIELDS,
  REGISTRATION_STEPS,
  REGISTRATION_TEXT_FIELDS,
} from '@expert-portal/contracts';

export const fileInfoSchema = z.object({
  name: z.string().min(1),
  size: z.number().int().nonnegative(),
  type: z.string(),
});

/** Payload schemas of the registrationWizard events (a browser-only machine: no envelope). */
export const registrationWizardEventPayloads = {
  'field.change': z.strictObject({ field: z.enum(REGISTRATION_TEXT_FIELDS), value: z.string() }),
  /** A control lost the focus: a filled field that fails its rule shows its message under it. */
  'field.blur': z.strictObject({ field: z.enum(REGISTRATION_TEXT_FIELDS) }),
  /** `file: null` removes the chosen file. */
  'file.select': z.strictObject({ field: z.enum(REGISTRATION_FILE_FIELDS), file: fileInfoSchema.nullable() }),
  'wizard.next': z.strictObject({}),
  'wizard.back': z.strictObject({}),
  /** Clicking the stepper: only when the jump option is on (off by default). */
  'wizard.jump': z.strictObject({ step: z.literal(REGISTRATION_STEPS) }),
  'wizard.submit': z.strictObject({}),
  /** OK on the success modal. */
  'wizard.close': z.strictObject({}),
  /** Hides the banner: the machine sends it to itself 4 s after showing one; a close button may too. */
  'banner.dismiss': z.strictObject({}),
};

/** The public registration page: anyone, signed in or not, drives it. */
export const registrationWizardEventRoles: EventRoles<typeof registrationWizardEventPayloads> = {
  'field.change': EVERYONE,
  'field.blur': EVERYONE,
  'file.select': EVERYONE,
  'wizard.next': EVERYONE,
  'wizard.back': EVERYONE,
  'wizard.jump': EVERYONE,
  'wizard.submit': EVERYONE,
  'wizard.close': EVERYONE,
  'banner.dismiss': EVERYONE,
};

export type RegistrationWizardEvent = UiEventsFrom<typeof registrationWizardEventPayloads>;
