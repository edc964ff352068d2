import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '@/shared/lib/routes';

/** «Назад»: the page this visit came from, or the portal's home when the page was opened first. */
export function BackButton() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  // The router names the first entry of a visit 'default': there is nothing of the portal behind it.
  const first = useLocation().key === 'default';
  return (
    <Button
      variant="subtle"
      px={0}
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      style={{ alignSelf: 'flex-start' }}
      onClick={() => void (first ? navigate(PATHS.home) : navigate(-1))}
    >
      {t('nav.back')}
    </Button>
  );
}
