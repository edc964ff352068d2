import { normalizeLanguage } from '@expert-portal/contracts';
import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { INSTRUCTION_MEDIA } from '../content/instruction-media';

const STEPS = [1, 2, 3, 4, 5, 6];

interface InstructionModalProps {
  opened: boolean;
  onClose: () => void;
}

// The modal mounts its content on every opening, so this runs each time: the video starts over and plays.
function restartVideo(video: HTMLVideoElement | null): void {
  if (!video) return;
  video.currentTime = 0;
  // A browser may refuse to autoplay; the video then waits for its play control, which is no error.
  video.play().catch(() => undefined);
}

/** The candidate's instruction in the page's language: video, steps and a PDF to download. */
export function InstructionModal({ opened, onClose }: InstructionModalProps) {
  const { t, i18n } = useTranslation('instruction');
  const language = normalizeLanguage(i18n.language);
  const media = INSTRUCTION_MEDIA[language];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <video
          key={media.video}
          ref={restartVideo}
          src={media.video}
          autoPlay
          muted
          playsInline
          controls
          preload="auto"
          aria-label={t('video')}
          data-testid="instruction-video"
          style={{ width: '100%', borderRadius: 'var(--mantine-radius-md)', background: '#000' }}
        />
        <Text>{t('intro')}</Text>
        <List type="ordered" spacing="xs">
          {STEPS.map((step) => (
            <List.Item key={step}>
              <Text span fw={600}>
                {t(`step.${step}.title`)}.
              </Text>{' '}
              {t(`step.${step}.text`)}
            </List.Item>
          ))}
        </List>
        <Text c="dimmed" size="sm">
          {t('support')}
        </Text>
        <Button
          component="a"
          href={media.pdf}
          download
          leftSection={<IconDownload size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('pdf')}
        </Button>
      </Stack>
    </Modal>
  );
}
