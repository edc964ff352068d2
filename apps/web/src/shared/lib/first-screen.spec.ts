import { evaluateFirstScreen, firstScreenEvaluated } from './first-screen';

// The chunks as the built page names them; here, modules of their own that note when they are evaluated.
const evaluated: string[] = [];
jest.mock('/assets/overlays.js', () => evaluated.push('overlays'), { virtual: true });
jest.mock('/assets/layout.js', () => evaluated.push('layout'), { virtual: true });
jest.mock('/assets/screen.js', () => evaluated.push('screen'), { virtual: true });
jest.mock(
  '/assets/missing.js',
  () => {
    throw new Error('Failed to fetch dynamically imported module');
  },
  { virtual: true },
);

/** Resolves after the tasks queued before it (setTimeout's order), so it tells how many tasks a run took. */
const afterTasks = (tasks: number): Promise<void> =>
  Array.from({ length: tasks }).reduce<Promise<void>>(
    (before) => before.then(() => new Promise((resolve) => setTimeout(resolve))),
    Promise.resolve(),
  );

beforeEach(() => {
  evaluated.length = 0;
  jest.resetModules();
  delete window.__firstScreen;
});

describe("the first screen's chunks", () => {
  it('are evaluated in the order the page lists them, one a task', async () => {
    window.__firstScreen = ['/assets/overlays.js', '/assets/layout.js', '/assets/screen.js'];
    const done = evaluateFirstScreen();
    expect(evaluated).toEqual([]);
    await afterTasks(1);
    expect(evaluated).toEqual(['overlays']);
    await afterTasks(1);
    expect(evaluated).toEqual(['overlays', 'layout']);
    await done;
    expect(evaluated).toEqual(['overlays', 'layout', 'screen']);
    await expect(firstScreenEvaluated()).resolves.toBeUndefined();
  });

  it('stop at a chunk that fails, leaving it and the rest to the router', async () => {
    window.__firstScreen = ['/assets/overlays.js', '/assets/missing.js', '/assets/screen.js'];
    await expect(evaluateFirstScreen()).resolves.toBeUndefined();
    expect(evaluated).toEqual(['overlays']);
  });

  it('are none on a page the build does not preload', async () => {
    await expect(evaluateFirstScreen()).resolves.toBeUndefined();
    await expect(firstScreenEvaluated()).resolves.toBeUndefined();
    expect(evaluated).toEqual([]);
  });
});
