import { normalizeLanguage, type EssayThemeDto } from '@expert-portal/contracts';

/** A theme's name in the interface language (Kazakh or Russian). */
export function themeName(theme: EssayThemeDto, language: string): string {
  return normalizeLanguage(language) === 'kk' ? theme.name_kk : theme.name;
}
