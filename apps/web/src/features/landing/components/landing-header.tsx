import { Anchor, Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '@/shared/lib/routes';
import { LanguageSwitch } from '@/shared/ui/language-switch';
import { PAGE_ANCHORS } from '../content/anchors';

// The dropdown and the phone drawer bring Mantine's popover and modal code (with floating-ui): a phone never
// shows the desktop dropdown, and nobody needs either before asking for it, so both are fetched on demand.
const loadSectionsMenu = () => import('./sections-menu');
const SectionsMenu = lazy(() => loadSectionsMenu().then((m) => ({ default: m.SectionsMenu })));
const LandingMobileMenu = lazy(() =>
  import('./landing-mobile-menu').then((m) => ({ default: m.LandingMobileMenu })),
);

interface LandingHeaderProps {
  onOpenInstruction: () => void;
}

/** Desktop: anchors, the sections dropdown, the instruction, the language switch and the ways in; phone: a burger. */
export function LandingHeader({ onOpenInstruction }: LandingHeaderProps) {
  const { t } = useTranslation('home');
  const [menuOpened, menu] = useDisclosure(false);
  // Each stays mounted once asked for: the drawer then plays its closing transition, the dropdown keeps its state.
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpened && !menuUsed) setMenuUsed(true);
  const [sectionsWanted, setSectionsWanted] = useState(false);
  const sectionsButton = (
    <Button
      variant="subtle"
      size="compact-sm"
      rightSection={<IconChevronDown size={16} aria-hidden />}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadSectionsMenu()}
      onFocus={() => void loadSectionsMenu()}
      onClick={() => setSectionsWanted(true)}
    >
      {t('nav.sections')}
    </Button>
  );
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Anchor href="#home" fw={700} underline="never" truncate>
        {t('common:app.name')}
      </Anchor>
      <Group component="nav" aria-label={t('nav.label')} gap={4} wrap="nowrap" visibleFrom="lg">
        {PAGE_ANCHORS.map((id) => (
          <Button key={id} component="a" href={`#${id}`} variant="subtle" size="compact-sm">
            {t(`nav.${id}`)}
          </Button>
        ))}
        {sectionsWanted ? (
          <Suspense fallback={sectionsButton}>
            <SectionsMenu />
          </Suspense>
        ) : (
          sectionsButton
        )}
        <Button variant="subtle" size="compact-sm" onClick={onOpenInstruction}>
          {t('nav.instruction')}
        </Button>
      </Group>
      <Group gap="xs" wrap="nowrap" visibleFrom="lg">
        <LanguageSwitch />
        <Button component={Link} to={PATHS.login} variant="default" size="compact-sm">
          {t('nav.login')}
        </Button>
        <Button component={Link} to={PATHS.registerExpert} size="compact-sm">
          {t('nav.register')}
        </Button>
      </Group>
      <Burger
        hiddenFrom="lg"
        opened={menuOpened}
        onClick={menu.toggle}
        aria-label={t('nav.menu')}
        aria-expanded={menuOpened}
      />
      {menuUsed && (
        <Suspense>
          <LandingMobileMenu opened={menuOpened} onClose={menu.close} onOpenInstruction={onOpenInstruction} />
        </Suspense>
      )}
    </Group>
  );
}
