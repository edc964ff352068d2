import { z } from 'zod';
import { LANGUAGES } from './language';
import { dateTimeText } from './primitives';

export const CONTACT_NAME_MAX = 150;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 3000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = { error: 'validation.required' } as const;
// An empty field gets only "required", not also the length or format message.
const requiredFirst = { ...required, abort: true } as const;

/** The landing page's contact form: a visitor's name, an address to answer to and the message. */
export const contactMessageSchema = z.object({
  name: z
    .string(required)
    .trim()
    .min(1, requiredFirst)
    .max(CONTACT_NAME_MAX, { error: 'contact.name_too_long' }),
  email: z
    .string(required)
    .trim()
    .min(1, requiredFirst)
    .max(CONTACT_EMAIL_MAX, { error: 'contact.email' })
    .regex(EMAIL, { error: 'contact.email' }),
  message: z
    .string(required)
    .trim()
    .min(1, requiredFirst)
    .min(CONTACT_MESSAGE_MIN, { error: 'contact.message_too_short' })
    .max(CONTACT_MESSAGE_MAX, { error: 'contact.message_too_long' }),
});
export type ContactMessageRequest = z.infer<typeof contactMessageSchema>;

/** A stored message as the admin list shows it; `language` is the one the visitor wrote in. */
export const contactMessageDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  language: z.enum(LANGUAGES),
  created_at: dateTimeText,
});
export type ContactMessageDto = z.infer<typeof contactMessageDtoSchema>;
