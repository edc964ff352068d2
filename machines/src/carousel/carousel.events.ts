import { z } from 'zod';
import { EVERYONE, SYSTEM_ONLY } from '../core/actors';
import type { EventRoles, UiEventsFrom } from '../core/events';

/** Payload schemas of the carousel events (a browser-only machine: no envelope). */
export const carouselEventPayloads = {
  'carousel.next': z.strictObject({}),
  'carousel.prev': z.strictObject({}),
  'carousel.go': z.strictObject({ index: z.number().int().nonnegative() }),
  'carousel.pause': z.strictObject({}),
  'carousel.resume': z.strictObject({}),
  /** Internal: (re)arms the interval, also when a persisted carousel is restored. */
  'carousel.arm': z.strictObject({}),
  /** Internal: the interval elapsed. */
  'carousel.tick': z.strictObject({}),
};

/** The landing page is public: anyone drives the carousel; only the machine ticks it. */
export const carouselEventRoles: EventRoles<typeof carouselEventPayloads> = {
  'carousel.next': EVERYONE,
  'carousel.prev': EVERYONE,
  'carousel.go': EVERYONE,
  'carousel.pause': EVERYONE,
  'carousel.resume': EVERYONE,
  'carousel.arm': SYSTEM_ONLY,
  'carousel.tick': SYSTEM_ONLY,
};

export type CarouselEvent = UiEventsFrom<typeof carouselEventPayloads>;
