import { SimulatedClock, createActor, type SnapshotFrom } from 'xstate';
import { persistSnapshot } from '../core/persistence';
import { describeSnapshotFixtures } from '../testing/fixtures';
import { advance } from '../testing/time';
import {
  CAROUSEL_INTERVAL_MS,
  CAROUSEL_MACHINE_VERSION,
  carouselMachine,
  isCarouselPaused,
} from './carousel.machine';

type Snapshot = SnapshotFrom<typeof carouselMachine>;

function startCarousel(count = 3, snapshot?: unknown) {
  const clock = new SimulatedClock();
  const actor = createActor(carouselMachine, {
    input: { count },
    clock,
    ...(snapshot ? { snapshot: snapshot as Snapshot } : {}),
  }).start();
  const index = () => actor.getSnapshot().context.index;
  return { actor, clock, index };
}

describe('carousel (simulated clock)', () => {
  it('moves to the next card every 5000 ms and wraps around', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
    const { clock, index } = startCarousel(3);
    advance(clock, 4999);
    expect(index()).toBe(0);
    advance(clock, 1);
    expect(index()).toBe(1);
    advance(clock, 5000);
    expect(index()).toBe(2);
    advance(clock, 5000);
    expect(index()).toBe(0);
  });

  it('does not move while paused, and restarts a full interval on resume', () => {
    const { actor, clock, index } = startCarousel(3);
    advance(clock, 3000);
    actor.send({ type: 'carousel.pause' });
    expect(isCarouselPaused(actor.getSnapshot())).toBe(true);
    advance(clock, 60_000);
    expect(index()).toBe(0);
    actor.send({ type: 'carousel.resume' });
    expect(isCarouselPaused(actor.getSnapshot())).toBe(false);
    advance(clock, 4999);
    expect(index()).toBe(0);
    advance(clock, 1);
    expect(index()).toBe(1);
  });

  it('a manual move wraps both ways and restarts the interval', () => {
    const { actor, clock, index } = startCarousel(3);
    advance(clock, 3000);
    actor.send({ type: 'carousel.prev' });
    expect(index()).toBe(2);
    advance(clock, 4999);
    expect(index()).toBe(2);
    advance(clock, 1);
    expect(index()).toBe(0);
    actor.send({ type: 'carousel.go', index: 1 });
    expect(index()).toBe(1);
    actor.send({ type: 'carousel.go', index: 3 });
    expect(index()).toBe(1);
  });

  it('manual moves work while paused without starting the clock', () => {
    const { actor, clock, index } = startCarousel(3);
    actor.send({ type: 'carousel.pause' });
    actor.send({ type: 'carousel.next' });
    actor.send({ type: 'carousel.next' });
    actor.send({ type: 'carousel.next' });
    expect(index()).toBe(0);
    advance(clock, 20_000);
    expect(index()).toBe(0);
  });

  it('a single card never moves', () => {
    const { clock, index } = startCarousel(1);
    advance(clock, 20_000);
    expect(index()).toBe(0);
  });

  it('persist → JSON → restore: the restored carousel keeps its card and keeps moving every 5000 ms', () => {
    const { actor, clock } = startCarousel(4);
    advance(clock, 10_000);
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    actor.stop();
    const restored = startCarousel(4, persisted);
    expect(restored.index()).toBe(2);
    advance(restored.clock, 4999);
    expect(restored.index()).toBe(2);
    advance(restored.clock, 1);
    expect(restored.index()).toBe(3);
    advance(restored.clock, 5000);
    expect(restored.index()).toBe(0);
  });

  it('a restored paused carousel stays paused', () => {
    const { actor } = startCarousel(4);
    actor.send({ type: 'carousel.pause' });
    const restored = startCarousel(4, JSON.parse(JSON.stringify(actor.getPersistedSnapshot())));
    advance(restored.clock, 20_000);
    expect(isCarouselPaused(restored.actor.getSnapshot())).toBe(true);
    expect(restored.index()).toBe(0);
  });
});

describeSnapshotFixtures({
  dir: __dirname,
  name: 'carousel',
  machine: carouselMachine,
  version: CAROUSEL_MACHINE_VERSION,
  migrations: {},
  // Representative stored carousel: three cards, playing, on the second one.
  create: () => {
    const { actor, clock } = startCarousel(3);
    advance(clock, 5000);
    return persistSnapshot(carouselMachine, actor.getSnapshot());
  },
  behaves: (snapshot) => {
    const { clock, index } = startCarousel(3, carouselMachine.getPersistedSnapshot(snapshot));
    expect(index()).toBe(1);
    advance(clock, 5000);
    expect(index()).toBe(2);
  },
});
