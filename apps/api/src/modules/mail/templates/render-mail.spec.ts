import { LANGUAGES, MAIL_KINDS } from '@expert-portal/contracts';
import { mailExamples } from './mail-examples';
import { renderMail } from './render-mail';

const SITE = { publicUrl: 'https://expert.edu.kz', from: 'Экспертный портал <no-reply@expert.edu.kz>' };
const examples = mailExamples(SITE.publicUrl);
const KAZAKH_LETTERS = /[әғқңөұүһі]/i;

describe('renderMail', () => {
  it.each(MAIL_KINDS.flatMap((kind) => LANGUAGES.map((language) => [kind, language] as const)))(
    '%s in %s: a whole HTML document and a text part that say the same, with the portal and the footer',
    (kind, language) => {
      const mail = renderMail(kind, language, examples[kind] as never, SITE, 'teacher@school.kz');
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.html).toMatch(/^<!DOCTYPE html>/);
      expect(mail.html).toContain(`<html lang="${language}">`);
      // No tracking pixels and no remote images or scripts.
      expect(mail.html).not.toMatch(/<img|<script|<link /i);
      const portal = language === 'kk' ? 'Сарапшылар порталы' : 'Экспертный портал';
      for (const part of [mail.html, mail.text]) expect(part).toContain(portal);
      // The footer says why the person gets the mail.
      expect(mail.text).toMatch(language === 'kk' ? /Бұл хат сізге/ : /Вы получили это письмо/);
      if (language === 'kk') {
        expect(mail.subject + mail.text).toMatch(KAZAKH_LETTERS);
        expect(mail.html).toMatch(KAZAKH_LETTERS);
      }
      // Every link of the text part is in the HTML part.
      for (const [url] of mail.text.matchAll(/https:\/\/\S+/g)) expect(mail.html).toContain(url);
    },
  );

  it('escapes what people wrote in the HTML part and keeps it as written in the text part', () => {
    const reason = 'Нет диплома <script>alert(1)</script> & "печати"';
    const mail = renderMail(
      'application_refused',
      'ru',
      { name: 'Аслан', number: 7, by: 'deputy', reason },
      SITE,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain('Заместитель директора');
  });

  it('writes dates and times for the language, in Astana time', () => {
    const ru = renderMail('interview_scheduled', 'ru', examples.interview_scheduled, SITE);
    expect(ru.subject).toBe('Собеседование 10 декабря 2026 г. в 09:30 (по времени Астаны)');
    const kk = renderMail('interview_scheduled', 'kk', examples.interview_scheduled, SITE);
    expect(kk.text).toContain('желтоқсан');
    expect(kk.text).toContain('Астана уақытымен');
    const received = renderMail('test_result', 'ru', examples.test_result, SITE);
    expect(received.text).toContain('78,5 из 100');
  });

  it('attaches an RFC 5545 invitation to interview mails, one UID from invitation to cancellation', () => {
    const scheduled = renderMail(
      'interview_scheduled',
      'ru',
      examples.interview_scheduled,
      SITE,
      'a@b.kz',
    ).ics!;
    const changed = renderMail('interview_changed', 'ru', examples.interview_changed, SITE, 'a@b.kz').ics!;
    const cancelled = renderMail(
      'interview_cancelled',
      'kk',
      examples.interview_cancelled,
      SITE,
      'a@b.kz',
    ).ics!;
    const uid = (ics: string) => /^UID:(.+)$/m.exec(ics)?.[1];
    expect(uid(scheduled)).toBe(uid(changed));
    expect(uid(cancelled)).toBe(uid(scheduled));
    expect(scheduled).toMatch(/^METHOD:REQUEST$/m);
    expect(scheduled).toMatch(/^DTSTART:20261210T043000Z$/m);
    expect(scheduled).toMatch(/^DTEND:20261210T050000Z$/m);
    expect(changed).toMatch(/^SEQUENCE:1$/m);
    expect(cancelled).toMatch(/^METHOD:CANCEL$/m);
    expect(cancelled).toMatch(/^STATUS:CANCELLED$/m);
    // Long lines are folded at 75 octets (RFC 5545 §3.1).
    expect(scheduled.replace(/\r?\n /g, '')).toContain('mailto:no-reply@expert.edu.kz');
    expect(renderMail('invitation', 'ru', examples.invitation, SITE).ics).toBeNull();
  });
});
