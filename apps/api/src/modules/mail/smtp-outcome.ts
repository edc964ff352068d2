/** How long the waits between a mail's tries may grow: a server down for the night is tried again by morning. */
const MAX_RETRY_DELAY_SECONDS = 8 * 3600;
/** Each wait is this many times the last. */
const RETRY_GROWTH = 4;

/**
 * The wait before the try after `attemptsMade` tries: the first delay, then four times the last, at most 8
 * hours. With 60 s and 8 tries: 1, 4, 16, 64 minutes, 4.3 and then 8 hours twice, about 22 hours in all.
 */
export function retryDelaySeconds(attemptsMade: number, firstDelaySeconds: number): number {
  return Math.min(MAX_RETRY_DELAY_SECONDS, firstDelaySeconds * RETRY_GROWTH ** Math.max(0, attemptsMade - 1));
}

/** What a failed send means: try again later, or never. */
export interface SendFailure {
  permanent: boolean;
  /** The server's answer, or what went wrong on the way to it, as admins read it in the mail log. */
  reason: string;
}

/** nodemailer's error: `responseCode` is the SMTP reply's code, `response` its text, `code` its own kind. */
interface SmtpError {
  message?: string;
  code?: string;
  responseCode?: number;
  response?: string;
}

/**
 * Sorts a failed send. A 5xx reply (an unknown mailbox, a refused sender) is permanent: the same mail would
 * meet it again. A 4xx reply (greylisting, a full queue), a refused or dropped connection and a timeout are
 * temporary. A local error without a reply (a malformed address nodemailer refused) is permanent.
 */
export function classifySendFailure(error: unknown): SendFailure {
  const smtp = (typeof error === 'object' && error !== null ? error : {}) as SmtpError;
  const text = (smtp.response ?? smtp.message ?? String(error)).trim().slice(0, 2000);
  if (typeof smtp.responseCode === 'number') {
    return { permanent: smtp.responseCode >= 500, reason: text };
  }
  const temporaryCodes = [
    'ECONNECTION',
    'ETIMEDOUT',
    'ESOCKET',
    'EDNS',
    'ECONNREFUSED',
    'ECONNRESET',
    'EPROTOCOL',
  ];
  const temporary = smtp.code === undefined || temporaryCodes.includes(smtp.code);
  return { permanent: !temporary, reason: text };
}
