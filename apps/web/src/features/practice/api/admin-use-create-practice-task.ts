import type { PracticeTaskDto } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '@/shared/api/client';
import { practiceAdminKeys } from './admin-practice-keys';

/** What the add-task form sends: the deadline as YYYY-MM-DD (the end of that day in Kazakhstan). */
export interface PracticeTaskForm {
  title: string;
  /** Empty when not given: Kazakh pages then show the Russian text. */
  title_kk: string;
  instruction: string;
  instruction_kk: string;
  deadline: string;
  course: number;
  files: File[];
}

/**
 * POST /api/v1/practice/ multipart (title, title_kk, instruction, instruction_kk, deadline, course, repeated
 * `files`); the share sent
 * so far (0–100) is `percent`.
 */
export function useCreatePracticeTask() {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ files, ...fields }: PracticeTaskForm) => {
      setPercent(0);
      const body = new FormData();
      body.append('title', fields.title);
      body.append('title_kk', fields.title_kk);
      body.append('instruction', fields.instruction);
      body.append('instruction_kk', fields.instruction_kk);
      body.append('deadline', fields.deadline);
      body.append('course', String(fields.course));
      for (const file of files) body.append('files', file);
      return apiRequest<PracticeTaskDto>('/api/v1/practice/', {
        method: 'POST',
        body,
        onUploadProgress: (fraction) => setPercent(Math.round(fraction * 100)),
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceAdminKeys.tasks }),
  });
  return { ...mutation, percent };
}
