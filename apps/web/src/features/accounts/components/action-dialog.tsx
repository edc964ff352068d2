import { accountReasonSchema } from '@expert-portal/contracts';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';

/** Contracts' reason: at most 500 characters, no control characters. */
const MAX_REASON = 500;

interface ActionDialogProps {
  title: string;
  /** What the action does to the account, in a sentence. */
  text: string;
  confirmLabel: string;
  confirmColor?: string;
  /** A reason field: required (deactivation) or optional (reactivation); none when left out. */
  reason?: { label: string; required: boolean };
  pending: boolean;
  /** The server's refusal (a 409's reason), shown in the dialog, which stays open. */
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Confirms an action on an account, with its reason when it takes one; the server's refusal stays in view. */
export function ActionDialog({
  title,
  text,
  confirmLabel,
  confirmColor,
  reason,
  pending,
  error,
  onConfirm,
  onClose,
}: ActionDialogProps) {
  const { t } = useTranslation(['accounts', 'errors']);
  const [value, setValue] = useState('');
  const [checked, setChecked] = useState(false);
  const trimmed = value.trim();
  // The same checks as the server's: a required reason given, any reason within its limits.
  const problem = (() => {
    if (!reason) return undefined;
    if (!trimmed) return reason.required ? t('reason.required') : undefined;
    return accountReasonSchema.safeParse({ reason: trimmed }).success
      ? undefined
      : t('errors:validation.invalid');
  })();

  const confirm = () => {
    setChecked(true);
    if (!problem) onConfirm(trimmed);
  };

  return (
    <Modal opened onClose={onClose} title={title} centered zIndex={400}>
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {text}
        </Text>
        {reason && (
          <Textarea
            label={reason.label}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={checked ? problem : undefined}
            required={reason.required}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={MAX_REASON}
            data-autofocus
          />
        )}
        {error !== null && error !== undefined && (
          <Alert color="red" role="alert" title={t('action.failed')}>
            {errorMessage(error, t)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button color={confirmColor} onClick={confirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
