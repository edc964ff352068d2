import type { Language } from '@expert-portal/contracts';
import type { PipelineTrack } from '@expert-portal/machines';
import type { AttemptFinish, SavedAnswer } from './test-answers';

/** A refusal's reason (by the list's Russian name) and the comment written with it, in both languages. */
export interface Refusal {
  reason: string;
  comment: Record<Language, string>;
}

/** One thing that happened to a population applicant, in the order it happened. */
export type Step =
  | { type: 'submit' }
  | { type: 'staff.sign' }
  | { type: 'staff.refuse'; refusal: Refusal }
  | { type: 'deputy.approve'; role: PipelineTrack }
  | { type: 'deputy.reject'; refusal: Refusal }
  /** The approval's account job: the account (username = IIN) and its candidate pipeline. */
  | { type: 'account' }
  /** One attempt at a pre-course test; it lasts the step's duration (until submitted, or its deadline). */
  | { type: 'attempt'; testId: number; finish: AttemptFinish; answers: SavedAnswer[] }
  | { type: 'retake' }
  /** Invited to an interview session; `sessionAt` is set once the steps are placed in time. */
  | { type: 'invite'; session: 'graded' | 'upcoming' | 'held'; sessionAt?: Date }
  | { type: 'interview'; passed: boolean; sessionAt?: Date }
  | { type: 'essay.theme'; theme: number }
  | { type: 'essay.upload' }
  | { type: 'essay.grade'; grade: number }
  | { type: 'enrol' }
  | { type: 'practice.assign' }
  | { type: 'practice.answer' }
  | { type: 'practice.grade'; grade: number };

/** A step placed in time: it starts `at` and ends `end` (the same moment but for an attempt). */
export type PlacedStep = Step & { at: Date; end: Date };

interface Entry {
  /** The wait before the step, from the end of the one before. */
  gap: number;
  step: Step;
  duration: number;
}

/**
 * An applicant's steps with the waits between them, not yet in time; `place` puts the last one's end at a
 * given moment and, when the history would then begin too early, shortens the waits (never a step itself).
 */
export class Timeline {
  private readonly entries: Entry[] = [];
  private pending = 0;

  /** Waits this long before the next step. */
  after(ms: number): this {
    this.pending += ms;
    return this;
  }

  add(step: Step, duration = 0): this {
    this.entries.push({ gap: this.pending, step, duration });
    this.pending = 0;
    return this;
  }

  get last(): Step | undefined {
    return this.entries.at(-1)?.step;
  }

  /** From the first step's start to the last one's end. */
  get span(): number {
    return this.entries.reduce((sum, entry) => sum + entry.gap + entry.duration, 0);
  }

  /** The steps in time, the last ending at `end`, the first starting no earlier than `earliest`. */
  place(end: number, earliest: number): PlacedStep[] {
    const waits = this.entries.reduce((sum, entry) => sum + entry.gap, 0);
    const span = this.span;
    const scale =
      end - span >= earliest || waits === 0 ? 1 : Math.max(0, (end - earliest - (span - waits)) / waits);
    let at = end - (span - waits) - waits * scale;
    return this.entries.map((entry) => {
      at += entry.gap * scale;
      const placed = { ...entry.step, at: new Date(at), end: new Date(at + entry.duration) } as PlacedStep;
      at += entry.duration;
      return placed;
    });
  }
}
