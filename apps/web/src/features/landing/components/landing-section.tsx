import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The fixed header's height; sections keep this much room above them when reached by an anchor. */
export const LANDING_HEADER_HEIGHT = 64;

interface LandingSectionProps {
  /** The anchor the header links to; the heading's id derives from it. */
  id: string;
  title: string;
  intro?: string;
  /** Alternating backgrounds tell the sections apart. */
  tinted?: boolean;
  children: ReactNode;
}

/** One landing section: a landmark named by its heading, reachable as `#id`. */
export function LandingSection({ id, title, intro, tinted = false, children }: LandingSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={titleId}
      py={{ base: 40, md: 64 }}
      bg={tinted ? 'gray.0' : undefined}
      style={{ scrollMarginTop: LANDING_HEADER_HEIGHT }}
    >
      <Container size="lg">
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={2} id={titleId}>
              {title}
            </Title>
            {intro && (
              <Text size="lg" c="dimmed" maw={760}>
                {intro}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
