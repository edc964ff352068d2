import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language, MailKind } from '@expert-portal/contracts';
import Handlebars from 'handlebars';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailContent, MailFormat, MailTexts } from './mail-content';
import type { InterviewParams, MailParams } from './mail-params';
import { kk } from './texts/kk';
import { ru } from './texts/ru';

const TEXTS: Record<Language, MailTexts> = { ru, kk };
const LOCALES: Record<Language, string> = { ru: 'ru-RU', kk: 'kk-KZ' };
/** Astana time: interviews, dates and deadlines are read there. */
const TIME_ZONE = 'Asia/Almaty';
const LAYOUTS = join(__dirname, '../../../../assets/mail');

// The two layouts, compiled once: the HTML one escapes every value, the text one writes values as they are.
const html = Handlebars.compile(readFileSync(join(LAYOUTS, 'layout.html.hbs'), 'utf8'), { strict: false });
const text = Handlebars.compile(readFileSync(join(LAYOUTS, 'layout.txt.hbs'), 'utf8'), { noEscape: true });

/** A mail rendered: its subject, both parts and, for an interview, its calendar invitation. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  ics: string | null;
}

/** Where the portal is, for the footer and the calendar's organiser. */
export interface MailSite {
  publicUrl: string;
  /** The sender's address, the calendar event's organiser. */
  from: string;
}

function formatFor(language: Language, site: MailSite): MailFormat {
  const locale = LOCALES[language];
  const date = new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const dateTime = new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const astana = language === 'kk' ? 'Астана уақытымен' : 'по времени Астаны';
  return {
    // A calendar date ('2026-12-10') is that day wherever it is read: noon UTC is the same day in Astana.
    date: (value) =>
      date.format(typeof value === 'string' ? new Date(`${value.slice(0, 10)}T12:00:00Z`) : value),
    dateTime: (value) => `${dateTime.format(value)} (${astana})`,
    number: (value) => number.format(value),
    url: (path) => `${site.publicUrl}${path}`,
  };
}

const INTERVIEW_KINDS = new Set<MailKind>([
  'interview_scheduled',
  'interview_changed',
  'interview_cancelled',
]);

/** The calendar invitation of an interview mail: one UID for the invitation, its changes and its cancellation. */
function interviewCalendar(
  kind: MailKind,
  params: InterviewParams,
  texts: MailTexts,
  site: MailSite,
  to: string | null,
) {
  const cancelled = kind === 'interview_cancelled';
  const calendar = ical({
    prodId: { company: 'expert-portal', product: 'mail' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const organizer = /<([^>]+)>/.exec(site.from)?.[1] ?? site.from;
  calendar.createEvent({
    id: params.uid,
    sequence: params.sequence,
    start: params.starts_at,
    end: new Date(params.starts_at.getTime() + params.duration_minutes * 60_000),
    summary: `${texts.interviewTitle} — ${texts.portal}`,
    location: params.meeting_url ?? undefined,
    url: params.meeting_url ?? undefined,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: texts.portal, email: organizer },
    attendees: to ? [{ email: to, name: params.name }] : [],
  });
  return calendar.toString();
}

/**
 * Renders one kind of mail in one language: the kind's words (texts/ru.ts, texts/kk.ts) poured into the two
 * layouts (assets/mail/layout.html.hbs and layout.txt.hbs). Interview mails carry their .ics.
 */
export function renderMail<K extends MailKind>(
  kind: K,
  language: Language,
  params: MailParams[K],
  site: MailSite,
  to: string | null = null,
): RenderedMail {
  const texts = TEXTS[language];
  const content: MailContent = texts.kinds[kind](params, formatFor(language, site));
  const context = {
    ...content,
    language,
    facts: content.facts ?? [],
    notes: content.notes ?? [],
    portal: texts.portal,
    portalUrl: site.publicUrl,
    greeting: texts.greeting((params as { name: string }).name),
    linkHint: texts.linkHint,
    automatic: texts.automatic,
  };
  return {
    subject: content.subject,
    html: html(context),
    text:
      text(context)
        .replace(/\n{3,}/g, '\n\n')
        .trim() + '\n',
    ics: INTERVIEW_KINDS.has(kind)
      ? interviewCalendar(kind, params as InterviewParams, texts, site, to)
      : null,
  };
}
