import { Anchor, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconPhone, type TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT } from '../content/contacts';

interface LineProps {
  icon: TablerIcon;
  label?: string;
  children: ReactNode;
}

function Line({ icon: Icon, label, children }: LineProps) {
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
        <Icon size={20} />
      </ThemeIcon>
      <div>
        {label && (
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        )}
        {children}
      </div>
    </Group>
  );
}

/** The support desk: phone, WhatsApp and email. */
export function SupportContacts() {
  const { t } = useTranslation('home');
  return (
    <Stack gap="md">
      <Title order={3}>{t('support.title')}</Title>
      <Line icon={IconPhone} label={t('support.phone')}>
        <Anchor href={SUPPORT.phoneHref} fw={600}>
          {SUPPORT.phone}
        </Anchor>
      </Line>
      <Line icon={IconBrandWhatsapp}>
        <Anchor href={SUPPORT.whatsappHref} target="_blank" rel="noopener noreferrer" fw={600}>
          {t('support.whatsapp')}
        </Anchor>
      </Line>
      <Line icon={IconMail} label={t('support.email')}>
        <Anchor href={`mailto:${SUPPORT.email}`} fw={600}>
          {SUPPORT.email}
        </Anchor>
      </Line>
    </Stack>
  );
}
