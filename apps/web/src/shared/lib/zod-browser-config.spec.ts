import { z } from 'zod';
import { configureZodForBrowser } from './zod-browser-config';

afterEach(() => {
  z.config({ jitless: undefined });
});

it('makes zod parse without compiling code, as the page’s Content-Security-Policy requires', () => {
  expect(z.config().jitless).toBeFalsy();
  configureZodForBrowser();
  expect(z.config().jitless).toBe(true);
  // A schema made afterwards still parses.
  expect(z.object({ name: z.string() }).parse({ name: 'Айгерім' })).toEqual({ name: 'Айгерім' });
});
