import type { ApplicationBulkResult } from '@expert-portal/contracts';
import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The per-item answer of a bulk action: 'Одобрено: n, ошибок: m' and why each failed one failed. */
export function BulkResult({ result, onClose }: { result: ApplicationBulkResult; onClose: () => void }) {
  const { t } = useTranslation('applications');
  const failed = result.results.filter((item) => !item.ok);
  return (
    <Alert
      color={result.failed > 0 ? 'orange' : 'green'}
      role="status"
      withCloseButton
      closeButtonLabel={t('action.close')}
      onClose={onClose}
      title={t('bulk.result', { succeeded: result.succeeded, failed: result.failed })}
    >
      {failed.length > 0 && (
        <List size="sm">
          {failed.map((item) => (
            <List.Item key={item.id}>
              {t('bulk.failedItem', { id: item.id, detail: item.detail ?? `HTTP ${item.status}` })}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
