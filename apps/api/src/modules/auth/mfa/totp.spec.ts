import { TOTP } from 'otpauth';
import { newRecoveryCode, newTotpSecret, recoveryCodeHash, SecretBox, totpOf, totpStep } from './totp';

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC 6238 test vector for SHA-1 at 59 s', () => {
    // RFC 6238 appendix B: the secret "12345678901234567890", T = 59 s → 94287082 (8 digits; 6: 287082).
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpOf(secret, 'x').generate({ timestamp: 59_000 })).toBe('287082');
  });

  it('accepts a code of this step or one either side, and says which step it is', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000_000;
    const code = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({
      timestamp: now - 30_000,
    });
    expect(totpStep(secret, code, now)).toBe(Math.floor(now / 30_000) - 1);
    expect(totpStep(secret, code, now + 60_000)).toBeNull();
  });

  it('seals a secret so that only the same key opens it', () => {
    const sealed = new SecretBox('key one, at least 32 characters long').seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(new SecretBox('key one, at least 32 characters long').open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => new SecretBox('another key, at least 32 characters').open(sealed)).toThrow();
  });

  it('makes recovery codes of 10 unambiguous characters, hashed whatever their case or dash', () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(recoveryCodeHash(code.toUpperCase().replace('-', ' '))).toBe(recoveryCodeHash(code));
  });
});
