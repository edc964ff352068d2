import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RetryFailure } from '../api/use-retry-failure';
import { useRetryOutbox } from '../api/use-retry-outbox';
import { useRetryTimer } from '../api/use-retry-timer';

interface RetryButtonProps {
  retry: RetryFailure;
  id: string;
  /** What the button retries, for its accessible name (the visible text is the same on every row). */
  label: string;
}

/** One row's retry: disabled while its request is out, and a double click sends it once. */
function RetryButton({ retry, id, label }: RetryButtonProps) {
  const { t } = useTranslation('workflow-failures');
  // The ref closes the gap before the re-render that disables the button: the mutation's pending state
  // reaches React a tick after the click, and a second click can land in between.
  const sending = useRef(false);
  const onClick = () => {
    if (sending.current || retry.isPending) return;
    sending.current = true;
    retry.mutate(id, {
      onSettled: () => {
        sending.current = false;
      },
    });
  };
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconRefresh size={14} aria-hidden />}
      loading={retry.isPending}
      onClick={onClick}
      aria-label={t('retry.label', { what: label })}
    >
      {t('retry.button')}
    </Button>
  );
}

export function RetryTimerButton({ id, label }: { id: string; label: string }) {
  return <RetryButton retry={useRetryTimer()} id={id} label={label} />;
}

export function RetryOutboxButton({ id, label }: { id: string; label: string }) {
  return <RetryButton retry={useRetryOutbox()} id={id} label={label} />;
}
