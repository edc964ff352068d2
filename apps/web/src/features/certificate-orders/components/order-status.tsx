import type { CertificateOrderDto } from '@expert-portal/contracts';
import { Badge, Flex } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STEPS = [
  { count: 'awaiting_deputy_count', label: 'status.awaitingDeputy', color: 'yellow' },
  { count: 'awaiting_director_count', label: 'status.awaitingDirector', color: 'orange' },
  { count: 'approved_count', label: 'status.approved', color: 'blue' },
  { count: 'issued_count', label: 'status.issued', color: 'green' },
] as const;

/** Where an order's users are: a badge per step that has any (awaiting deputy N, awaiting director N, …). */
export function OrderStatus({ order }: { order: CertificateOrderDto }) {
  const { t } = useTranslation('certificate-orders');
  const steps = STEPS.filter((step) => order[step.count] > 0);
  return (
    <Flex gap={6} wrap="wrap" aria-label={t('status.label')}>
      {steps.length === 0 && (
        <Badge color="gray" variant="light" tt="none">
          {t('status.empty')}
        </Badge>
      )}
      {steps.map((step) => (
        <Badge
          key={step.count}
          color={step.color}
          variant="light"
          tt="none"
          h="auto"
          py={2}
          // A narrow cell (a phone's card) wraps the label instead of cutting it off.
          styles={{
            root: { maxWidth: '100%', minWidth: 0, lineHeight: 1.35 },
            label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
          }}
        >
          {t(step.label, { count: order[step.count] })}
        </Badge>
      ))}
    </Flex>
  );
}
