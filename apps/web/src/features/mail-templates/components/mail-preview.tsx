import type { MailExampleDto } from '@expert-portal/contracts';
import { Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The HTML part's frame: tall enough for most of a mail, its own scroll for the rest. */
const FRAME_STYLE = {
  display: 'block',
  width: '100%',
  height: 'min(75vh, 720px)',
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-md)',
  background: 'white',
} as const;

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * One mail as its recipient gets it: the subject, the attachment's name, the HTML part in a sandboxed frame
 * (no scripts, no same-origin access, no forms: `sandbox=""`) and the text part as it is, lines wrapped.
 */
export function MailPreview({ example }: { example: MailExampleDto }) {
  const { t } = useTranslation('mail-templates');
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {t('subject')}
        </Text>
        <Text fw={600} lang={example.language} style={{ overflowWrap: 'anywhere' }}>
          {example.subject}
        </Text>
      </Stack>
      {example.attachment && (
        <Group gap={6} wrap="nowrap">
          <IconPaperclip size={16} aria-hidden />
          <Text size="sm">
            {t('attachment')}: <Code>{example.attachment}</Code>
          </Text>
        </Group>
      )}
      <Part title={t('html')}>
        <iframe
          sandbox=""
          srcDoc={example.html}
          title={t('htmlFrame', { subject: example.subject })}
          style={FRAME_STYLE}
        />
      </Part>
      <Part title={t('text')}>
        <Code block lang={example.language} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {example.text}
        </Code>
      </Part>
    </Stack>
  );
}
