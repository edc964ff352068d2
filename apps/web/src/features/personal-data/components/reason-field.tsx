import { Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ERASURE_REASON } from '../lib/erasure-text';

interface ReasonFieldProps {
  label: string;
  /** A line under the label (who reads the reason). */
  description?: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** The server's objection to the reason (a 400's field error). */
  error?: ReactNode;
}

/** A request's or a decision's reason: up to 1000 characters, with how many are typed under it. */
export function ReasonField({
  label,
  description,
  value,
  onChange,
  required = false,
  error,
}: ReasonFieldProps) {
  const { t } = useTranslation('personal-data');
  return (
    <Stack gap={4}>
      <Textarea
        label={label}
        description={description}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        required={required}
        error={error}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={MAX_ERASURE_REASON}
        data-autofocus
      />
      <Text size="xs" c="dimmed" ta="right">
        {t('reason.counter', { length: value.length, max: MAX_ERASURE_REASON })}
      </Text>
    </Stack>
  );
}
