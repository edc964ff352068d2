// What the tools that drive Debian's Chromium share (screenshots, the axe sweep, bench:web, the instruction
// media): the browser with this machine's flags, the command line's `--name value` options, and a demo user's
// session placed in a page's storage as the web app keeps it.
import { chromium } from '@playwright/test';
import { Launcher } from 'chrome-launcher';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Chromium reads only the last `--disable-features` of its command line, and Playwright passes its own first, so
// a launch through Playwright repeats Playwright's list (playwright-core 1.65, server/chromium/chromiumSwitches).
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
// Chromium's headless mode is the whole browser without a screen: every window, so every browser context a test
// opens, builds the address bar's WebUI suggestion popup in a renderer of its own, which loads about 200
// chrome:// modules. Measured here (Chromium 156): 0.7 of the 1.4 CPU-s a new context with an empty page costs,
// and 5.3 → 3.4 CPU-s for a signed-in load of /staff/applications. Nobody sees that popup in a headless browser.
const NO_OMNIBOX_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/** The flags above for a browser Playwright launches. */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...NO_OMNIBOX_POPUP].join(',')}`,
];

/** The flags above for a browser Lighthouse's launcher starts: its own feature list comes first there too. */
export const LIGHTHOUSE_CHROME_FLAGS = [
  ...CHROMIUM_ARGS,
  `${Launcher.defaultFlags().find((flag) => flag.startsWith('--disable-features='))},${NO_OMNIBOX_POPUP.join(',')}`,
];

/** Debian's Chromium (or CHROMIUM_PATH): never a browser a tool downloads. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: PLAYWRIGHT_CHROMIUM_ARGS,
  });
}

/** Takes `--name value` out of `args` (what is left are the positional arguments); `fallback` without it. */
export function takeOption(args, name, fallback) {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
}

/**
 * The `role:/path` arguments of a tool that opens screens as a demo account; prints `usage` and exits 2 when
 * there are none.
 */
export function screenArgs(args, usage) {
  if (args.length === 0) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  return args.map((spec) => {
    const [role, path] = spec.split(/:(.*)/s);
    return { role, path };
  });
}

/**
 * A demo account's session (password demo12345) from the portal at `base`: its tokens and role; null for
 * `public`, and for `expired` a session the server refuses (the app then shows its «session expired» toast).
 */
export async function demoSession(base, role) {
  if (role === 'public') return null;
  if (role === 'expired') return { access: 'expired', refresh: 'expired', role: 'admin' };
  const res = await fetch(`${base}/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: role, password: 'demo12345' }),
  });
  if (!res.ok) throw new Error(`login as ${role}: ${res.status} ${await res.text()}`);
  const tokens = await res.json();
  const who = await fetch(`${base}/api/v1/users/role/`, {
    headers: { Authorization: `Bearer ${tokens.access}` },
  });
  return { ...tokens, role: (await who.json()).role };
}

/** A browser context `width` px wide in `lang`, signed in with `session` (none when null), as the app stores it. */
export async function screenContext(browser, { width, lang, session }) {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
  await context.addInitScript(
    ({ lang, session }) => {
      localStorage.setItem('lang', lang);
      if (session) {
        localStorage.setItem('access', session.access);
        localStorage.setItem('refresh', session.refresh);
        localStorage.setItem('role', session.role);
      }
    },
    { lang, session },
  );
  return context;
}
