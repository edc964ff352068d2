import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface SuccessModalProps {
  opened: boolean;
  /** The number the API gave the application; null if its answer carried none. */
  number: number | null;
  /** The address the application gave, where its mails go. */
  email: string;
  onOk: () => void;
}

/**
 * «Заявка принята»: the application's number and what happens next — the review, then, once approved, a mail
 * to the applicant's address with the link to set a password; the login is their IIN. Closing it in any way
 * leaves the form for the home page.
 */
export function SuccessModal({ opened, number, email, onOk }: SuccessModalProps) {
  const { t } = useTranslation('registration');
  return (
    <Modal opened={opened} onClose={onOk} title={t('success.title')} centered>
      <Stack gap="sm">
        <Text>{t('success.text')}</Text>
        {number !== null && (
          <Text fw={700} data-testid="application-number">
            {t('success.number', { number })}
          </Text>
        )}
        <Title order={2} size="h5">
          {t('success.nextHeading')}
        </Title>
        <List spacing={4} size="sm">
          <List.Item>{t('success.next.review')}</List.Item>
          <List.Item style={{ overflowWrap: 'anywhere' }}>{t('success.next.login', { email })}</List.Item>
          <List.Item>{t('success.next.mail')}</List.Item>
        </List>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onOk} data-autofocus>
          {t('success.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
