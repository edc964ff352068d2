import { PASSWORD_SETUP_TTL_HOURS, type Language } from '@expert-portal/contracts';
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
