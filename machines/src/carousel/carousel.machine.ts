import { assign, cancel, fromCallback, raise, setup, type SnapshotFrom } from 'xstate';
import { transitionMetaFor, type TransitionMeta } from '../core/events';
import { carouselEventRoles, type CarouselEvent } from './carousel.events';

export const CAROUSEL_MACHINE_ID = 'carousel';
export const CAROUSEL_MACHINE_VERSION = 1;

/** The landing carousel moves on every 5000 ms. */
export const CAROUSEL_INTERVAL_MS = 5000;

export interface CarouselInput {
  count: number;
  interval_ms?: number;
}

export interface CarouselContext {
  index: number;
  count: number;
  interval_ms: number;
}

const meta = transitionMetaFor(carouselEventRoles);

function wrap(index: number, count: number): number {
  return count === 0 ? 0 : ((index % count) + count) % count;
}

const carouselSetup = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
    transitionMeta: {} as TransitionMeta,
  },
  actors: {
    // Started on entering `playing` and again when a persisted carousel is restored (xstate keeps pending
    // delays outside the snapshot), so auto-advance always resumes.
    interval: fromCallback(({ sendBack }) => {
      sendBack({ type: 'carousel.arm' });
    }),
  },
  guards: {
    hasSeveralCards: ({ context }) => context.count > 1,
    isCardIndex: ({ context, event }) => event.type === 'carousel.go' && event.index < context.count,
  },
  actions: {
    next: assign({ index: ({ context }) => wrap(context.index + 1, context.count) }),
    prev: assign({ index: ({ context }) => wrap(context.index - 1, context.count) }),
    goTo: assign({ index: ({ event }) => (event.type === 'carousel.go' ? event.index : 0) }),
    cancelTick: cancel('carousel.tick'),
    // One id: re-arming replaces the pending tick instead of adding one.
    scheduleTick: raise(
      { type: 'carousel.tick' },
      { id: 'carousel.tick', delay: ({ context }) => context.interval_ms },
    ),
  },
});

/**
 * The landing page's test-card carousel: the active card moves to the next one every 5000 ms, wrapping
 * around, unless paused. A manual move restarts the interval.
 */
export const carouselMachine = carouselSetup.createMachine({
  id: CAROUSEL_MACHINE_ID,
  version: String(CAROUSEL_MACHINE_VERSION),
  context: ({ input }) => ({
    index: 0,
    count: Math.max(0, Math.floor(input.count)),
    interval_ms: input.interval_ms ?? CAROUSEL_INTERVAL_MS,
  }),
  initial: 'playing',
  states: {
    playing: {
      invoke: { id: 'interval', src: 'interval' },
      exit: 'cancelTick',
      on: {
        'carousel.arm': { meta: meta('carousel.arm'), actions: ['cancelTick', 'scheduleTick'] },
        'carousel.tick': {
          guard: 'hasSeveralCards',
          target: 'playing',
          reenter: true,
          meta: meta('carousel.tick'),
          actions: 'next',
        },
        'carousel.next': { target: 'playing', reenter: true, meta: meta('carousel.next'), actions: 'next' },
        'carousel.prev': { target: 'playing', reenter: true, meta: meta('carousel.prev'), actions: 'prev' },
        'carousel.go': {
          guard: 'isCardIndex',
          target: 'playing',
          reenter: true,
          meta: meta('carousel.go'),
          actions: 'goTo',
        },
        'carousel.pause': { target: 'paused', meta: meta('carousel.pause') },
      },
    },
    paused: {
      tags: ['carousel:paused'],
      on: {
        'carousel.next': { meta: meta('carousel.next'), actions: 'next' },
        'carousel.prev': { meta: meta('carousel.prev'), actions: 'prev' },
        'carousel.go': { guard: 'isCardIndex', meta: meta('carousel.go'), actions: 'goTo' },
        'carousel.resume': { target: 'playing', meta: meta('carousel.resume') },
      },
    },
  },
});

/** Whether the carousel holds still. */
export function isCarouselPaused(snapshot: SnapshotFrom<typeof carouselMachine>): boolean {
  return snapshot.hasTag('carousel:paused');
}
