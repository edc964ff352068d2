import type { UserDto } from '@expert-portal/contracts';
import { Alert, Avatar, Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCamera, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { useBlobUrl } from '@/shared/api/use-blob-url';
import { userDisplayName } from '@/shared/lib/user-display-name';
import { useChangePhoto } from '../api/use-profile-photo';
import { isAcceptedPhoto, PHOTO_ACCEPT } from '../lib/photo-type';

interface ProfilePhotoProps {
  user: UserDto;
  /** Who the photo shows, beside it and above its menu. */
  children: ReactNode;
}

/** The photo with its menu: upload (jpg, jpeg or png) or replace it, or delete it after a confirmation. */
export function ProfilePhoto({ user, children }: ProfilePhotoProps) {
  const { t } = useTranslation('candidate');
  const photoUrl = useBlobUrl(user.image);
  const change = useChangePhoto();
  const input = useRef<HTMLInputElement>(null);
  const [confirming, confirmation] = useDisclosure(false);
  const [wrongType, setWrongType] = useState(false);

  const upload = (file: File | undefined): void => {
    // Cleared so that choosing the same file again is a change too.
    if (input.current) input.current.value = '';
    if (!file) return;
    change.reset();
    const accepted = isAcceptedPhoto(file);
    setWrongType(!accepted);
    if (accepted) change.mutate(file);
  };

  const remove = (): void => {
    setWrongType(false);
    change.mutate(null, { onSettled: confirmation.close });
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar
          src={photoUrl}
          alt={t('photo.title')}
          name={userDisplayName(user)}
          color="initials"
          size={88}
        />
        <Stack gap={6} miw={0} align="flex-start">
          {children}
          {/* A detached menu is not hidden: jsdom, having no layout, would report it always detached, and a
              menu scrolled out of view with its button does no harm. */}
          <Menu position="bottom-start" hideDetached={false}>
            <Menu.Target>
              <Button
                variant="light"
                size="compact-sm"
                leftSection={<IconCamera size={16} aria-hidden />}
                loading={change.isPending}
              >
                {t('photo.title')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconUpload size={16} aria-hidden />}
                onClick={() => input.current?.click()}
              >
                {t(user.image ? 'photo.replace' : 'photo.upload')}
              </Menu.Item>
              {user.image && (
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={confirmation.open}
                >
                  {t('photo.delete')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
          <Text size="xs" c="dimmed">
            {t('photo.hint')}
          </Text>
        </Stack>
      </Group>
      {/* Outside the menu, whose items unmount as it closes, before the chosen file would arrive. */}
      <input
        ref={input}
        type="file"
        accept={PHOTO_ACCEPT}
        hidden
        data-testid="photo-input"
        onChange={(event) => upload(event.currentTarget.files?.[0])}
      />
      {wrongType && (
        <Alert color="red" variant="light" p="xs">
          {t('errors:file.image_type')}
        </Alert>
      )}
      {change.isError && (
        <Alert
          color="red"
          variant="light"
          p="xs"
          title={t(change.variables ? 'photo.uploadError' : 'photo.deleteError')}
        >
          {errorMessage(change.error, t)}
        </Alert>
      )}
      <Modal opened={confirming} onClose={confirmation.close} title={t('photo.deleteTitle')} centered>
        <Text size="sm">{t('photo.deleteText')}</Text>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={confirmation.close} disabled={change.isPending}>
            {t('profile.cancel')}
          </Button>
          <Button color="red" onClick={remove} loading={change.isPending}>
            {t('photo.deleteConfirm')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
