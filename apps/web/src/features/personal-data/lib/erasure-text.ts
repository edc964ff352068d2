import type { ErasableData, ErasureStatus, KeptData } from '@expert-portal/contracts';
import type { TFunction } from 'i18next';

// The words of erasure requests (the `personal-data` namespace), shared by a person's section and the admins'
// list: a request's status, what granting it erases and what must be kept.

/** A reason's limit, as contracts' erasureRequestCreateSchema and erasureDecisionSchema set it. */
export const MAX_ERASURE_REASON = 1000;

/** «Ждёт решения» / «Шешім күтуде». */
export function erasureStatusLabel(status: ErasureStatus, t: TFunction): string {
  return t(`personal-data:status.${status}`);
}

export function erasureStatusColor(status: ErasureStatus): string {
  if (status === 'pending') return 'orange';
  return status === 'granted' ? 'teal' : 'red';
}

/** «ИИН и удостоверение личности» / «ЖСН және жеке куәлік». */
export function erasableLabel(data: ErasableData, t: TFunction): string {
  return t(`personal-data:erasable.${data}`);
}

/** «Выданный сертификат (реестр экспертов)» / «Берілген сертификат (сарапшылар тізілімі)». */
export function keptLabel(data: KeptData, t: TFunction): string {
  return t(`personal-data:kept.${data}`);
}
