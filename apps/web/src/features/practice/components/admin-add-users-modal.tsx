import type { PracticeTaskDto } from '@expert-portal/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Pagination,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { pageCount } from '@/shared/ui/paged-table';
import { useAddPracticeUsers } from '../api/admin-use-add-practice-users';
import {
  fetchAllPracticeCandidateIds,
  PRACTICE_CANDIDATES_PAGE_SIZE,
  usePracticeCandidates,
} from '../api/admin-use-practice-candidates';
import { taskTitle } from './practice-format';
import { useMediaMatch } from '@/shared/lib/use-media-match';

/** How long the search waits after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 300;

interface AdminAddUsersModalProps {
  task: PracticeTaskDto;
  onClose: () => void;
}

/**
 * The add-users modal: users searched by name or username, 10 a page with checkboxes, a
 * select-all / deselect-all toggle over every match, and the count on the button; at least one user.
 */
export function AdminAddUsersModal({ task, onClose }: AdminAddUsersModalProps) {
  const { t, i18n } = useTranslation('practice-admin');
  const narrow = useMediaMatch('(max-width: 36em)');
  const add = useAddPracticeUsers();
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [pageState, setPageState] = useState({ page: 1, search });
  const page = pageState.search === search ? pageState.page : 1;
  const candidates = usePracticeCandidates(task.id, page, search);
  const [selected, setSelected] = useState<number[]>([]);
  const [selectingAll, setSelectingAll] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const rows = candidates.data?.results ?? [];
  const count = candidates.data?.count ?? 0;
  const pages = pageCount(count, PRACTICE_CANDIDATES_PAGE_SIZE);
  const allSelected = count > 0 && rows.every((row) => selected.includes(row.id)) && selected.length >= count;

  const toggle = (id: number, checked: boolean) => {
    setProblem(null);
    setSelected((now) => (checked ? [...now, id] : now.filter((picked) => picked !== id)));
  };

  const toggleAll = () => {
    setProblem(null);
    if (allSelected) return setSelected([]);
    setSelectingAll(true);
    fetchAllPracticeCandidateIds(task.id, search)
      .then((ids) => setSelected((now) => [...new Set([...now, ...ids])]))
      .catch((error: unknown) => setProblem(errorMessage(error, t)))
      .finally(() => setSelectingAll(false));
  };

  const submit = () => {
    if (selected.length === 0) return setProblem(t('errors:practice.add_users_required'));
    setProblem(null);
    add.mutate(
      { taskId: task.id, userIds: selected },
      {
        onSuccess: (result) => {
          notifySuccess(
            result.skipped > 0
              ? t('users.addedSkipped', { count: result.added, skipped: result.skipped })
              : t('users.added', { count: result.added }),
          );
          onClose();
        },
        onError: (error) => {
          const message = errorMessage(error, t);
          setProblem(message);
          notifyError(t('users.addFailed'), message);
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('users.modalTitle', { title: taskTitle(task, i18n.language) })}
      size="lg"
      fullScreen={narrow}
    >
      <Stack gap="sm">
        <TextInput
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={500} aria-live="polite">
            {t('users.selected', { count: selected.length })}
          </Text>
          <Button
            variant="light"
            size="compact-sm"
            onClick={toggleAll}
            loading={selectingAll}
            disabled={count === 0}
          >
            {allSelected ? t('users.deselectAll') : t('users.selectAll')}
          </Button>
        </Group>
        {candidates.isPending && <Loader size="sm" aria-label={t('users.loading')} />}
        {candidates.isError && (
          <Alert color="red" role="alert" title={t('users.loadFailed')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(candidates.error, t)}</Text>
              <Button size="compact-sm" variant="light" color="red" onClick={() => void candidates.refetch()}>
                {t('retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {candidates.data?.count === 0 && (
          <Text c="dimmed" size="sm">
            {search ? t('users.notFound') : t('users.empty')}
          </Text>
        )}
        {rows.length > 0 && (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {rows.map((row) => (
              <li key={row.id}>
                <Checkbox
                  checked={selected.includes(row.id)}
                  onChange={(event) => toggle(row.id, event.currentTarget.checked)}
                  label={
                    <span>
                      <Text span fw={500} size="sm">
                        {row.name || row.username}
                      </Text>{' '}
                      <Text span c="dimmed" size="sm" style={{ wordBreak: 'break-all' }}>
                        {row.username}
                      </Text>
                    </span>
                  }
                />
              </li>
            ))}
          </Stack>
        )}
        {count > 0 && (
          <Text c="dimmed" size="xs">
            {t('users.total', { count })}
          </Text>
        )}
        {pages > 1 && (
          <nav aria-label={t('users.pagination')}>
            <Pagination
              total={pages}
              value={page}
              onChange={(next) => setPageState({ page: next, search })}
              size="sm"
            />
          </nav>
        )}
        {problem && (
          <Alert color="red" role="alert" title={add.isError ? t('users.addFailed') : undefined}>
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={add.isPending}>
            {t('users.submit', { count: selected.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
