import type { MfaEnrolment } from '@expert-portal/contracts';
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Code,
  CopyButton,
  Group,
  List,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isCompleteMfaCode, normalizeMfaCode } from '@/shared/lib/mfa-code';
import { OneTimeCodeInput } from './one-time-code-input';

const QR_SIZE = 176;

/** The secret as people copy it by hand: groups of 4 characters. */
export function groupedSecret(secret: string): string {
  return (
    secret
      .replace(/\s+/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

function SecretKey({ secret }: { secret: string }) {
  const { t } = useTranslation('security');
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {t('enrol.secret')}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code
          data-testid="mfa-secret"
          aria-labelledby={labelId}
          fz="md"
          px="sm"
          py={6}
          style={{ letterSpacing: '0.08em', overflowWrap: 'anywhere', whiteSpace: 'normal' }}
        >
          {groupedSecret(secret)}
        </Code>
        <CopyButton value={secret.replace(/\s+/g, '')}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('enrol.copied') : t('enrol.copy')} withArrow>
              <ActionIcon
                variant="light"
                color={copied ? 'teal' : 'blue'}
                size="lg"
                onClick={copy}
                aria-label={copied ? t('enrol.copied') : t('enrol.copy')}
              >
                {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

interface MfaEnrolmentFormProps {
  enrolment: MfaEnrolment;
  /** The first code of the app, which turns the second factor on. */
  onSubmit: (code: string) => void;
  pending: boolean;
  /** Why the last code was refused, under the field. */
  error?: string;
  /** The code is edited: a refusal shown is about the previous one. */
  onEdit?: () => void;
  submitLabel: string;
  /** Under the submit button (back, cancel), as wide. */
  secondary?: ReactNode;
}

/**
 * Enrolling an authenticator app: the three steps, the QR code of the secret and the secret itself (grouped
 * by 4, with a copy button, and as an otpauth:// link for an app on this very phone), then its first code.
 */
export function MfaEnrolmentForm({
  enrolment,
  onSubmit,
  pending,
  error,
  onEdit,
  submitLabel,
  secondary,
}: MfaEnrolmentFormProps) {
  const { t } = useTranslation('security');
  const [code, setCode] = useState('');
  const complete = isCompleteMfaCode(code, 'app');

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (complete && !pending) onSubmit(normalizeMfaCode(code));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <List type="ordered" spacing={4} size="sm">
          <List.Item>{t('enrol.step1')}</List.Item>
          <List.Item>{t('enrol.step2')}</List.Item>
          <List.Item>{t('enrol.step3')}</List.Item>
        </List>
        <Group align="center" gap="lg" wrap="wrap">
          <Box
            p={8}
            bg="white"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, lineHeight: 0 }}
          >
            <img
              src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qr_svg)}`}
              alt={t('enrol.qr')}
              width={QR_SIZE}
              height={QR_SIZE}
            />
          </Box>
          <Stack gap="sm" style={{ flex: '1 1 200px', minWidth: 0 }}>
            <SecretKey secret={enrolment.secret} />
            <Anchor href={enrolment.otpauth_url} size="sm">
              {t('enrol.openApp')}
            </Anchor>
          </Stack>
        </Group>
        <OneTimeCodeInput
          kind="app"
          value={code}
          onChange={(value) => {
            setCode(value);
            onEdit?.();
          }}
          error={error}
        />
        <Stack gap="xs">
          <Button type="submit" loading={pending} disabled={!complete} fullWidth>
            {submitLabel}
          </Button>
          {secondary}
        </Stack>
      </Stack>
    </form>
  );
}
