import { Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

interface InfoCardProps {
  icon: TablerIcon;
  title: string;
  text: string;
}

/** A titled card with an icon, as the advantages, the tests' rules and the interview show them. */
export function InfoCard({ icon: Icon, title, text }: InfoCardProps) {
  return (
    <Card withBorder padding="lg" h="100%">
      <Group gap="sm" wrap="nowrap" align="flex-start" mb="xs">
        <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
          <Icon size={22} />
        </ThemeIcon>
        <Title order={3} size="h4" pt={6}>
          {title}
        </Title>
      </Group>
      <Text c="dimmed">{text}</Text>
    </Card>
  );
}
