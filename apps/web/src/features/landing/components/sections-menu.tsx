import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SECTION_ANCHORS } from '../content/anchors';

/** The header's "Разделы" dropdown; the header loads it (and Mantine's popover) on the first click. */
export function SectionsMenu() {
  const { t } = useTranslation('home');
  return (
    <Menu position="bottom-start" shadow="md" withinPortal defaultOpened>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" rightSection={<IconChevronDown size={16} aria-hidden />}>
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
  );
}
