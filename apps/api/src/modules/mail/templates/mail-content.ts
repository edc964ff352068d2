import type { Language, MailKind } from '@expert-portal/contracts';
import type { MailParams } from './mail-params';

/** One labelled value in a mail's table (a date, a grade, a number). */
export interface MailFact {
  label: string;
  value: string;
}

/**
 * What a mail says, before the layout: both parts (HTML and text) are rendered from it by the same two
 * templates, so they never say different things.
 */
export interface MailContent {
  subject: string;
  /** The line mail clients show after the subject in the inbox. */
  preheader: string;
  paragraphs: string[];
  facts?: MailFact[];
  /** The one thing to do, as a button (and its address written out below it). */
  action?: { label: string; url: string };
  /** Small print after the button: how long a link works, what to do if it was not you. */
  notes?: string[];
  /** Why the person gets this mail (the footer). */
  reason: string;
}

/** Dates and numbers written for the mail's language, in Astana time. */
export interface MailFormat {
  /** 10 декабря 2026 г. / 2026 ж. 10 желтоқсан */
  date(value: Date | string): string;
  /** The date and time in Astana time, with the zone named. */
  dateTime(value: Date): string;
  number(value: number): string;
  /** A page of the portal by its path (`/login`), as an absolute link. */
  url(path: string): string;
}

/** One language's words for every kind of mail, and the parts every mail shares. */
export interface MailTexts {
  portal: string;
  greeting(name: string): string;
  /** Before the written-out link under a button. */
  linkHint: string;
  /** The footer's last line: the mail was sent by the portal, do not reply. */
  automatic: string;
  /** The calendar event's title, before the portal's name. */
  interviewTitle: string;
  kinds: { [K in MailKind]: (params: MailParams[K], format: MailFormat) => MailContent };
}

export type MailTextsByLanguage = Record<Language, MailTexts>;
