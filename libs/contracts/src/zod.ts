import { z } from 'zod';

// In a browser zod must not compile parsers with `new Function`: the portal's Content-Security-Policy has no
// 'unsafe-eval', and zod's probe for it would be reported as a violation. The API keeps the faster parsers.
// Set here, where every schema of the contracts takes `z` from, rather than in the index: a page that uses
// only the contracts' plain helpers (languages, roles) then does not download zod at all.
z.config({ jitless: 'document' in globalThis });

export { z };
