import { PASSWORD_SETUP_TTL_HOURS, translate, type Language } from '@expert-portal/contracts';
import type { Request } from 'express';
import { requestLanguage } from '../../core/i18n/request-language';
import type { Mail } from '../mail/mail.service';

/** Whom an account mail goes to. */
export interface MailRecipient {
  user_id: number;
  username: string;
  name: string;
  email: string | null;
}

function accountMail(
  kind: 'invitation' | 'password_reset' | 'password_changed',
  to: MailRecipient,
  language: Language,
  link: string | null,
): Mail {
  const params = { name: to.name, username: to.username, link: link ?? '', hours: PASSWORD_SETUP_TTL_HOURS };
  return {
    userId: to.user_id,
    email: to.email,
    subject: translate(language, `mail.${kind}.subject`),
    body: translate(language, `mail.${kind}.body`, params),
    link,
    kind,
    language,
  };
}

/** A back-office account was created (or its link resent): its set-password link, in `language`. */
export function invitationMail(to: MailRecipient, link: string, language: Language): Mail {
  return accountMail('invitation', to, language, link);
}

/** A reset link, in the language of the page that asked for it. */
export function passwordResetMail(to: MailRecipient, link: string, req: Request): Mail {
  return accountMail('password_reset', to, requestLanguage(req), link);
}

/** The password was changed or reset: a warning to the owner, who may not have done it. */
export function passwordChangedMail(to: MailRecipient, req: Request): Mail {
  return accountMail('password_changed', to, requestLanguage(req), null);
}
