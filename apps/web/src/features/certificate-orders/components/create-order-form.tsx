import type { CertificateOrderDto } from '@expert-portal/contracts';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateOrder } from '../api/use-create-order';
import { orderNumber } from './order-format';

interface CreateOrderFormProps {
  courseId: number;
  /** How many users the order would take; 0 blocks the form. */
  eligibleCount: number | undefined;
  /** A refused order, with the server's words. */
  onFailure: (error: unknown) => void;
}

/**
 * The order of the course's eligible users, with its number in Russian and in Kazakh. The button stays
 * disabled while the order is sent and after it is created, so one click makes one order (the server
 * serialises double submissions too).
 */
export function CreateOrderForm({ courseId, eligibleCount, onFailure }: CreateOrderFormProps) {
  const { t, i18n } = useTranslation('certificate-orders');
  const create = useCreateOrder();
  const [actNumber, setActNumber] = useState('');
  const [actNumberKk, setActNumberKk] = useState('');
  const [missing, setMissing] = useState(false);
  // The order just made, for its «Приказ № … создан.» until a number is edited again.
  const [created, setCreated] = useState<Pick<CertificateOrderDto, 'act_number' | 'act_number_kk'> | null>(
    null,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || created !== null) return;
    const body = { course: courseId, act_number: actNumber.trim(), act_number_kk: actNumberKk.trim() };
    if (!body.act_number || !body.act_number_kk) {
      setMissing(true);
      return;
    }
    setMissing(false);
    create.mutate(body, {
      onSuccess: (order) => setCreated(order),
      onError: onFailure,
    });
  };
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setCreated(null);
  };
  const none = eligibleCount === 0;

  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="order-form-heading"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="order-form-heading">
          {t('order.form.title')}
        </Title>
        {eligibleCount !== undefined && (
          <Text size="sm" c="dimmed">
            {none ? t('order.form.noEligible') : t('order.form.hint', { count: eligibleCount })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('order.form.actNumber')}
            value={actNumber}
            onChange={(event) => edit(setActNumber)(event.currentTarget.value)}
            error={missing && !actNumber.trim()}
            required
          />
          <TextInput
            label={t('order.form.actNumberKk')}
            value={actNumberKk}
            onChange={(event) => edit(setActNumberKk)(event.currentTarget.value)}
            error={missing && !actNumberKk.trim()}
            required
          />
        </SimpleGrid>
        {missing && (
          <Text c="red" size="sm" role="alert">
            {t('errors:certificate.act_numbers_required')}
          </Text>
        )}
        {created !== null && (
          <Alert color="green" role="status">
            {t('order.form.created', { number: orderNumber(created, i18n.language) })}
          </Alert>
        )}
        <Group>
          <Button
            type="submit"
            loading={create.isPending}
            disabled={none || create.isPending || created !== null}
          >
            {t('order.form.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
