import { Anchor, Burger, Button, Group, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '@/shared/lib/routes';
import { LanguageSwitch } from '@/shared/ui/language-switch';
import { PAGE_ANCHORS, SECTION_ANCHORS } from '../content/anchors';
import { LandingMobileMenu } from './landing-mobile-menu';

interface LandingHeaderProps {
  onOpenInstruction: () => void;
}

/** Desktop: anchors, the sections dropdown, the instruction, the language switch and the ways in; phone: a burger. */
export function LandingHeader({ onOpenInstruction }: LandingHeaderProps) {
  const { t } = useTranslation('home');
  const [menuOpened, menu] = useDisclosure(false);
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
        <Menu position="bottom-start" shadow="md" withinPortal>
          <Menu.Target>
            <Button
              variant="subtle"
              size="compact-sm"
              rightSection={<IconChevronDown size={16} aria-hidden />}
            >
              {t('nav.sections')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {SECTION_ANCHORS.map((id) => (
              <Menu.Item key={id} component="a" href={`#${id}`}>
                {t(`nav.${id}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
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
      <LandingMobileMenu opened={menuOpened} onClose={menu.close} onOpenInstruction={onOpenInstruction} />
    </Group>
  );
}
