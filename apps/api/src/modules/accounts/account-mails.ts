import { PASSWORD_RESET_TTL_HOURS, PASSWORD_SETUP_TTL_HOURS, type Language } from '@expert-portal/contracts';
import type { Request } from 'express';
import { requestLanguage } from '../../core/i18n/request-language';
import { mailOrder, type MailOrder } from '../mail/mail.service';

/** Whom an account mail goes to. */
export interface AccountMailRecipient {
  user_id: number;
  username: string;
  name: string;
  email: string | null;
}

const recipient = (to: AccountMailRecipient) => ({ userId: to.user_id, email: to.email });

/** A back-office account was created (or its link resent): its set-password link, in `language`. */
export function invitationMail(to: AccountMailRecipient, link: string, language: Language): MailOrder {
  return mailOrder('invitation', recipient(to), language, {
    name: to.name,
    username: to.username,
    link,
    hours: PASSWORD_SETUP_TTL_HOURS,
  });
}

/** A reset link, in the language of the page that asked for it. */
export function passwordResetMail(to: AccountMailRecipient, link: string, req: Request): MailOrder {
  return mailOrder('password_reset', recipient(to), requestLanguage(req), {
    name: to.name,
    username: to.username,
    link,
    hours: PASSWORD_RESET_TTL_HOURS,
  });
}

/** The password was changed or reset: a warning to the owner, who may not have done it. */
export function passwordChangedMail(to: AccountMailRecipient, req: Request): MailOrder {
  return mailOrder('password_changed', recipient(to), requestLanguage(req), {
    name: to.name,
    username: to.username,
  });
}

/** An admin removed the account's second factor: the owner hears of it, in the admin's language. */
export function mfaResetMail(to: AccountMailRecipient, language: Language): MailOrder {
  return mailOrder('mfa_reset', recipient(to), language, { name: to.name, username: to.username });
}
