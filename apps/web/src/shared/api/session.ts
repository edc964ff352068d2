import { isRole, normalizeRole, type Role, type TokenPair } from '@expert-portal/contracts';
import { readStoredLanguage, storeLanguage } from '@/shared/i18n/language-storage';
import { STORAGE_KEYS } from '@/shared/lib/storage-keys';
import { decodeJwtPayload } from './jwt';

export interface Session {
  access: string;
  role: Role;
}

/** The signed-in session, or null when a token or the role is missing (then the visitor must log in). */
export function readSession(): Session | null {
  const access = localStorage.getItem(STORAGE_KEYS.access);
  const role = localStorage.getItem(STORAGE_KEYS.role);
  if (!access || !role) return null;
  return { access, role: isRole(role) ? role : normalizeRole(role) };
}

export function readAccessToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.access);
}

export function readRefreshToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.refresh);
}

/** The Authorization header value; older sessions may have stored a scheme other than Bearer. */
export function authorizationFor(access: string): string {
  return `${localStorage.getItem(STORAGE_KEYS.authScheme) || 'Bearer'} ${access}`;
}

export function storeTokens(tokens: TokenPair): void {
  localStorage.setItem(STORAGE_KEYS.access, tokens.access);
  localStorage.setItem(STORAGE_KEYS.refresh, tokens.refresh);
  const userId = decodeJwtPayload(tokens.access)?.user_id;
  if (typeof userId === 'number' || typeof userId === 'string') {
    localStorage.setItem(STORAGE_KEYS.userId, String(userId));
  } else {
    localStorage.removeItem(STORAGE_KEYS.userId);
  }
}

/** Keeps the server's text as role_raw and its normalised form as role; returns the latter. */
export function storeRole(raw: string): Role {
  const role = normalizeRole(raw);
  localStorage.setItem(STORAGE_KEYS.roleRaw, raw);
  localStorage.setItem(STORAGE_KEYS.role, role);
  return role;
}

/** Logout clears all local storage; the interface language is put back so the UI does not switch. */
export function clearSession(): void {
  const language = readStoredLanguage();
  localStorage.clear();
  storeLanguage(language);
}
