import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { areaOf, usePushedFrom } from '@/shared/lib/location-trail';
import { AREA_DEFINITIONS, PATHS, sectionPath } from '@/shared/lib/routes';

/**
 * «Назад» of a signed-in area: the signed-in page this one was opened from, else the area's home. Never the
 * login page, the public pages or another site (a page opened first in a tab, or right after signing in); on the
 * area's home with nothing of the area behind it, there is nowhere to go and the button says so by being off.
 */
export function BackButton() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const area = areaOf(pathname);
  const before = usePushedFrom();
  const back = before !== undefined && before !== pathname && areaOf(before) !== undefined;
  const home = area ? sectionPath(area, AREA_DEFINITIONS[area].sections[0]) : PATHS.home;
  const off = !back && pathname === home;
  return (
    <Button
      variant="subtle"
      px={0}
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      // Off, it stays a dimmed word like the link it is otherwise, not a grey box.
      style={{ alignSelf: 'flex-start', ...(off ? { backgroundColor: 'transparent' } : {}) }}
      disabled={off}
      onClick={() => void (back ? navigate(-1) : navigate(home))}
    >
      {t('nav.back')}
    </Button>
  );
}
