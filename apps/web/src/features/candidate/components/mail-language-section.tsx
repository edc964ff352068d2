import { LANGUAGES, type Language, type ProfileDto } from '@expert-portal/contracts';
import { Alert, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { useUpdateProfile } from '../api/use-update-profile';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * The language the portal's mails reach the person in: the one they pick, else their application's. Saved as
 * soon as it is picked, at any time (also once the personal data are complete and locked).
 */
export function MailLanguageSection({ user }: { user: ProfileDto }) {
  const { t } = useTranslation('candidate');
  const update = useUpdateProfile();
  const titleId = useId();
  const hintId = useId();
  // The pick shows at once; the server's answer then replaces the cached profile (or the old value returns).
  const value = (update.isPending && update.variables.mail_language) || user.mail_language;

  const pick = (next: string): void => {
    // The language shown fires no change (its radio is checked already), nor does a pick while saving (read-only).
    if (!isLanguage(next)) return;
    update.mutate(
      { mail_language: next },
      {
        onSuccess: () => toasts.show({ color: 'green', message: t('mailLanguage.saved'), autoClose: 4000 }),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id={titleId}>
          {t('mailLanguage.title')}
        </Title>
        <SegmentedControl
          aria-labelledby={titleId}
          aria-describedby={hintId}
          value={value}
          onChange={pick}
          // Read-only, not disabled, while saving: a disabled radio would drop the keyboard's focus.
          readOnly={update.isPending}
          // Each language named in itself, as the interface's switch names them.
          data={LANGUAGES.map((language) => ({
            value: language,
            label: <span lang={language}>{t(`common:language.${language}`)}</span>,
          }))}
        />
        <Text size="sm" c="dimmed" id={hintId}>
          {t('mailLanguage.hint')}
        </Text>
        {update.isError && (
          <Alert color="red" variant="light" p="xs" title={t('mailLanguage.saveError')}>
            {errorMessage(update.error, t)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
