import type { Language } from '@expert-portal/contracts';
import type { DomainError } from '../workflow/bulk';
import { errorAnswer, type ErrorAnswer } from './all-exceptions.filter';

/**
 * The answer of a bulk item that a domain error refused: exactly the answer a single call would have given
 * (the exception filter's). Only controllers call it; services return the domain outcomes (`runBulk`).
 */
export function refusedItemAnswer(error: DomainError, language: Language): ErrorAnswer {
  const answer = errorAnswer(error, language);
  // errorAnswer explains every domain error; this only keeps the type honest.
  if (!answer) throw error;
  return answer;
}
