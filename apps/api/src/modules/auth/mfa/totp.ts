import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** What authenticator apps show as the account's issuer. */
export const TOTP_ISSUER = 'Expert Portal';
const PERIOD_SECONDS = 30;

/** RFC 6238 with the parameters every authenticator app reads: SHA-1, 6 digits, 30 s. */
export function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The time step a code belongs to when it is valid now or one step either side (a phone's clock a little off),
 * else null. The caller refuses a step at or before the last one used, so a code works once.
 */
export function totpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secretBase32, '').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** AES-256-GCM under a key derived from MFA_ENCRYPTION_KEY: the database alone never gives a secret away. */
export class SecretBox {
  private readonly key: Buffer;

  constructor(keyText: string) {
    this.key = createHash('sha256').update(`expert-portal/totp/${keyText}`).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !body) throw new Error('not a sealed TOTP secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}

// Recovery codes: 10 characters of an alphabet without look-alikes (0/O, 1/I/L), shown as xxxxx-xxxxx.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A recovery code as stored: the sha256 of its canonical form (lower case, no dash or spaces). */
export function recoveryCodeHash(code: string): string {
  const canonical = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(canonical).digest('hex');
}
