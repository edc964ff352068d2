import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { holdAnswerQueue, keptAnswerKeys } from '../api/answer-queues';

/** Holds the queue of every attempt with answers kept in this browser that `holding` does not hold yet. */
function holdKeptQueues(holding: Map<string, () => void>): void {
  for (const key of keptAnswerKeys()) if (!holding.has(key)) holding.set(key, holdAnswerQueue(key));
}

/**
 * Sends the answers kept in this browser for any attempt while the candidate is anywhere in their area, not
 * only with the test open: at once when the area opens (after a reload too), and when the connection comes
 * back or the candidate goes to another page. Each attempt's answers go through its one queue (the open test
 * shares it), so nothing is sent twice; a queue stays held until the candidate leaves the area.
 */
export function MyKeptAnswersSender() {
  const { pathname } = useLocation();
  const held = useRef(new Map<string, () => void>());

  useEffect(() => {
    const holding = held.current;
    const pickUp = () => holdKeptQueues(holding);
    window.addEventListener('online', pickUp);
    return () => {
      window.removeEventListener('online', pickUp);
      for (const release of holding.values()) release();
      holding.clear();
    };
  }, []);

  // On opening the area and on each page: answers a closed test kept (left while offline) are taken on.
  useEffect(() => holdKeptQueues(held.current), [pathname]);

  return null;
}
