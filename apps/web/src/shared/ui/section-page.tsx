import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Area } from '@/shared/lib/routes';
import { SignedInContext } from './signed-in-context';

interface SectionPageProps {
  area: Area;
  section: string;
}

/** The page of an area section whose tools are not built yet: what the section is for, and who is here. */
export function SectionPage({ area, section }: SectionPageProps) {
  const { t } = useTranslation('areas');
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t(`${area}.${section}.title`)}</Title>
      <Text>{t(`${area}.${section}.description`)}</Text>
      <SignedInContext />
      <Alert variant="light" color="gray">
        {t('section.notReady')}
      </Alert>
    </Stack>
  );
}
