// The part of browser.mjs the TypeScript projects import (the Playwright config).
export declare const PLAYWRIGHT_CHROMIUM_ARGS: string[];
