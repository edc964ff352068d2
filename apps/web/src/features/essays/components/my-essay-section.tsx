import { Group, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface MyEssaySectionProps {
  step: number;
  title: string;
  children: ReactNode;
}

/** One step of the essay page (theme, meeting, file, grade): a numbered card with its heading. */
export function MyEssaySection({ step, title, children }: MyEssaySectionProps) {
  const headingId = `essay-step-${step}`;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon radius="xl" size={28} variant="light" aria-hidden>
            {step}
          </ThemeIcon>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
