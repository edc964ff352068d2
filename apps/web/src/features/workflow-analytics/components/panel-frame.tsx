import { CloseButton, Group, Paper, Stack, Title } from '@mantine/core';
import { forwardRef, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PanelFrameProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/** The panel beside the diagram (under it on a narrow screen): a titled region with a close button. */
export const PanelFrame = forwardRef<HTMLElement, PanelFrameProps>(function PanelFrame(
  { title, onClose, children },
  ref,
) {
  const { t } = useTranslation('workflow-analytics');
  const id = useId();
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby={id}
      ref={ref}
      // Scrolled to on a narrow screen: clear of the area's fixed header.
      style={{ scrollMarginTop: 72 }}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={id} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <CloseButton onClick={onClose} aria-label={t('panel.close')} />
        </Group>
        {children}
      </Stack>
    </Paper>
  );
});
