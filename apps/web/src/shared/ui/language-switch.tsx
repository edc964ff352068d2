import { LANGUAGES, normalizeLanguage } from '@expert-portal/contracts';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { storeLanguage } from '@/shared/i18n/language-storage';

/** Kazakh/Russian switch; each language is named in itself so anyone can find their own. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const current = normalizeLanguage(i18n.language);
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={t('language.switch')}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="compact-sm"
          variant={language === current ? 'filled' : 'default'}
          aria-pressed={language === current}
          lang={language}
          // The other language's texts are fetched on the first sign of interest, so the switch is instant.
          onPointerEnter={() => void i18n.loadLanguages(language)}
          onFocus={() => void i18n.loadLanguages(language)}
          // Kept at once, not when the texts have come (i18next's languageChanged): a reload right after the click
          // comes back in the language chosen.
          onClick={() => {
            storeLanguage(language);
            void i18n.changeLanguage(language);
          }}
        >
          {t(`language.${language}`)}
        </Button>
      ))}
    </Group>
  );
}
