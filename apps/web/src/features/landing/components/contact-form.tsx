import { contactMessageSchema, isMessageKey, type MessageKey } from '@expert-portal/contracts';
import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { useSendContactMessage } from '../api/send-contact-message';
import { QueryScope } from '@/shared/api/query-scope';

const FIELDS = ['name', 'email', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', email: '', message: '' };

// The shared schema's message keys, so a check made here reads exactly as the API's answer would.
function validate(values: Values): Partial<Record<Field, MessageKey>> {
  const result = contactMessageSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<Field, MessageKey>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= isMessageKey(issue.message) ? issue.message : 'validation.invalid';
  }
  return errors;
}

/** The landing page's contact form: checked in the browser, sent to the API, answered in the page's language. */
export function ContactForm() {
  // The landing page has no query client of its own: the form brings one when it loads.
  return (
    <QueryScope>
      <ContactFormFields />
    </QueryScope>
  );
}

function ContactFormFields() {
  // The server's validation messages come as `errors`, loaded with the form (it suspends until they are in).
  const { t } = useTranslation(['home', 'errors']);
  const sending = useSendContactMessage();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey>>>({});
  const serverErrors = sending.error instanceof ApiError ? sending.error.fieldErrors : undefined;
  const hasFieldErrorFromServer = FIELDS.some((field) => serverErrors?.[field]);

  const change = (field: Field, value: string): void => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    // The last answer (thanks, or the server's objections) belongs to what was sent, not to the new text.
    if (sending.isSuccess || sending.isError) sending.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (sending.isPending) return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    sending.mutate(contactMessageSchema.parse(values), { onSuccess: () => setValues(EMPTY) });
  };

  const errorOf = (field: Field): string | undefined => {
    const key = errors[field];
    return key ? t(`errors:${key}`) : serverErrors?.[field]?.[0];
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('contact.form')}>
      <Stack gap="md">
        <TextInput
          label={t('contact.name')}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          error={errorOf('name')}
          onChange={(event) => change('name', event.currentTarget.value)}
        />
        <TextInput
          label={t('contact.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errorOf('email')}
          onChange={(event) => change('email', event.currentTarget.value)}
        />
        <Textarea
          label={t('contact.message')}
          name="message"
          required
          autosize
          minRows={4}
          maxRows={10}
          value={values.message}
          error={errorOf('message')}
          onChange={(event) => change('message', event.currentTarget.value)}
        />
        {sending.isSuccess && (
          <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status" data-testid="contact-sent">
            {t('contact.sent', { email: sending.data.email })}
          </Alert>
        )}
        {sending.isError && !hasFieldErrorFromServer && (
          <Alert color="red" title={t('contact.failed')} role="alert" data-testid="contact-error">
            {errorMessage(sending.error, t)}
          </Alert>
        )}
        <Button
          type="submit"
          loading={sending.isPending}
          leftSection={<IconSend size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('contact.send')}
        </Button>
      </Stack>
    </form>
  );
}
