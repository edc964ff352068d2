import { Button, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '@/shared/lib/routes';
import { LanguageSwitch } from '@/shared/ui/language-switch';
import { PAGE_ANCHORS, SECTION_ANCHORS } from '../content/anchors';

interface LandingMobileMenuProps {
  opened: boolean;
  onClose: () => void;
  onOpenInstruction: () => void;
}

/** The header's contents on a phone, in a drawer opened by the burger. */
export function LandingMobileMenu({ opened, onClose, onOpenInstruction }: LandingMobileMenuProps) {
  const { t } = useTranslation('home');
  const openInstruction = (): void => {
    onClose();
    onOpenInstruction();
  };
  return (
    // Scrolling stays free so that an anchor chosen here can move the page while the drawer closes.
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={t('nav.menuTitle')}
      lockScroll={false}
    >
      <Stack gap="xs">
        <Stack component="nav" aria-label={t('nav.label')} gap={0}>
          {[...PAGE_ANCHORS, ...SECTION_ANCHORS].map((id) => (
            <NavLink key={id} component="a" href={`#${id}`} label={t(`nav.${id}`)} onClick={onClose} />
          ))}
          <NavLink component="button" label={t('nav.instruction')} onClick={openInstruction} />
        </Stack>
        <Divider />
        <LanguageSwitch />
        <Button component={Link} to={PATHS.login} variant="default" onClick={onClose}>
          {t('nav.login')}
        </Button>
        <Button component={Link} to={PATHS.registerExpert} onClick={onClose}>
          {t('nav.register')}
        </Button>
      </Stack>
    </Drawer>
  );
}
