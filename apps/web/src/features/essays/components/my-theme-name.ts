import { normalizeLanguage, type EssayThemeDto } from '@expert-portal/contracts';

/** A theme's name in the interface language: Kazakh for kk (or kz), Russian otherwise. */
export function themeName(theme: EssayThemeDto, language: string): string {
  return normalizeLanguage(language) === 'kk' ? theme.name_kk : theme.name;
}
