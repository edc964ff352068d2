import type { CertificateOrderDto } from '@expert-portal/contracts';
import { Alert, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { formatDateTime } from '@/shared/lib/dates';
import { useApprovedByDeputyUsers } from '../api/use-approved-by-deputy-users';
import { useDirectorApprove } from '../api/use-order-users-action';
import { orderNumber } from './order-format';
import { OrderSummary } from './order-summary';
import { OrderUsersPicker } from './order-users-picker';

interface DirectorApproveModalProps {
  order: CertificateOrderDto;
  onClose: () => void;
  /** The users just approved, for the screen's message. */
  onApproved: (count: number) => void;
}

/**
 * The director's approval of an order: its users signed by the deputy, one or many at once; the modal closes
 * when none remain.
 */
export function DirectorApproveModal({ order, onClose, onApproved }: DirectorApproveModalProps) {
  const { t, i18n } = useTranslation('certificate-orders');
  const users = useApprovedByDeputyUsers(order.id);
  const approve = useDirectorApprove();
  const noneLeft = users.isSuccess && !users.isFetching && users.data.length === 0;

  // The list is refreshed after each approval; an empty one means the order has nothing left for the director.
  useEffect(() => {
    if (noneLeft) onClose();
  }, [noneLeft, onClose]);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('director.modal.title', { number: orderNumber(order, i18n.language) })}
      size="lg"
    >
      <Stack gap="sm">
        <OrderSummary order={order} />
        {approve.isError && (
          <Alert
            color="red"
            role="alert"
            title={t('director.modal.failed')}
            withCloseButton
            onClose={() => approve.reset()}
          >
            {errorMessage(approve.error, t)}
          </Alert>
        )}
        {users.isPending && (
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{t('director.modal.loading')}</Text>
          </Group>
        )}
        {users.isError && (
          <Alert color="red" role="alert">
            {t('director.modal.loadFailed')}
          </Alert>
        )}
        {users.isSuccess && users.data.length > 0 && (
          <OrderUsersPicker
            key={order.id}
            users={users.data.map((user) => ({
              ...user,
              note: t('director.modal.signedAt', {
                at: formatDateTime(user.signed_by_deputy_at, i18n.language),
              }),
            }))}
            busy={approve.isPending}
            onAct={(userIds) =>
              approve.mutate({ orderId: order.id, userIds }, { onSuccess: () => onApproved(userIds.length) })
            }
            texts={{
              list: t('director.modal.list'),
              actOne: t('director.modal.approveOne'),
              actOneFor: (name) => t('director.modal.approveOneFor', { name }),
              actSelected: (count) => t('director.modal.approveSelected', { count }),
            }}
          />
        )}
      </Stack>
    </Modal>
  );
}
