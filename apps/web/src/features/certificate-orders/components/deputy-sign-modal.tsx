import { ORDER_USERS_PREVIEW, type CertificateOrderDto } from '@expert-portal/contracts';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeputySign } from '../api/use-order-users-action';
import { DeputySignedPreview } from './deputy-signed-preview';
import { orderNumber } from './order-format';
import { OrderSummary } from './order-summary';
import { OrderUsersPicker } from './order-users-picker';

interface DeputySignModalProps {
  order: CertificateOrderDto;
  onClose: () => void;
  /** The users just signed, for the screen's success banner. */
  onSigned: (count: number) => void;
  /** The success banner, drawn inside the modal while it is open. */
  banner: ReactNode;
}

/**
 * The deputy's signature on an order: its users awaiting it (5 shown, then '+ ещё N'), one or many at once,
 * and a preview of those already signed, awaiting the director.
 */
export function DeputySignModal({ order, onClose, onSigned, banner }: DeputySignModalProps) {
  const { t, i18n } = useTranslation('certificate-orders');
  const sign = useDeputySign();
  const users = order.pending_users;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('deputy.modal.title', { number: orderNumber(order, i18n.language) })}
      size="lg"
    >
      <Stack gap="sm">
        <OrderSummary order={order} />
        {banner}
        {sign.isError && (
          <Alert color="red" role="alert" withCloseButton onClose={() => sign.reset()}>
            {t('deputy.modal.failed')}
          </Alert>
        )}
        {users.length === 0 ? (
          <Text c="dimmed">{t('deputy.modal.empty')}</Text>
        ) : (
          <OrderUsersPicker
            key={order.id}
            users={users}
            preview={ORDER_USERS_PREVIEW}
            busy={sign.isPending}
            // mutateAsync, not mutate's onSuccess: signing an order's last users takes it out of the list and
            // closes this modal before the refreshed preview lets mutate's callbacks run, which then never do.
            onAct={(userIds) =>
              void sign.mutateAsync({ orderId: order.id, userIds }).then(
                () => onSigned(userIds.length),
                () => undefined, // shown from sign.isError
              )
            }
            texts={{
              list: t('deputy.modal.list'),
              actOne: t('deputy.modal.signOne'),
              actOneFor: (name) => t('deputy.modal.signOneFor', { name }),
              actSelected: (count) => t('deputy.modal.signSelected', { count }),
            }}
          />
        )}
        <DeputySignedPreview orderId={order.id} />
      </Stack>
    </Modal>
  );
}
