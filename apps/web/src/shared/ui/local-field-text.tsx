import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localField } from '@/shared/lib/local-title';

interface LocalFieldTextProps {
  ru: string;
  kk: string | null | undefined;
}

/**
 * A text an admin writes in Russian and Kazakh, in the page's language: inside any heading or paragraph. On
 * a Kazakh page without the Kazakh text it shows the Russian one (marked lang="ru") with a small «орысша».
 */
export function LocalFieldText({ ru, kk }: LocalFieldTextProps) {
  const { t, i18n } = useTranslation('common');
  const { text, fallback } = localField(ru, kk, i18n.language);
  if (!fallback) return <>{text}</>;
  return (
    <>
      <span lang="ru">{text}</span>{' '}
      <Badge
        component="span"
        size="xs"
        variant="outline"
        color="gray"
        fw={500}
        // Gray 7 on white: legible at this size (the outline's own gray is too light for text).
        style={{ textTransform: 'none', verticalAlign: 'middle', color: 'var(--mantine-color-gray-7)' }}
      >
        {t('ruFallback')}
      </Badge>
    </>
  );
}
