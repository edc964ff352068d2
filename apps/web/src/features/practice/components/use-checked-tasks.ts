import { useState } from 'react';

/** The browser storage key of the tasks marked checked on this device. */
export const CHECKED_TASKS_KEY = 'practice_checked_tasks';

function readChecked(): number[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CHECKED_TASKS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * The 'mark checked' toggle of a task is a local flag of the admin's own, kept in this browser and
 * never sent to the server.
 */
export function useCheckedTasks() {
  const [checked, setChecked] = useState(readChecked);
  const setTaskChecked = (taskId: number, value: boolean) => {
    const next = value ? [...new Set([...checked, taskId])] : checked.filter((id) => id !== taskId);
    localStorage.setItem(CHECKED_TASKS_KEY, JSON.stringify(next));
    setChecked(next);
  };
  return { isChecked: (taskId: number) => checked.includes(taskId), setTaskChecked };
}
