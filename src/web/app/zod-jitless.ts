// zod compiles object parsers with `new Function` where it may, and finds out whether it may by trying
// once, when the first object schema is built. Our CSP allows no eval, so that caught try is still a
// `securitypolicyviolation` report. jitless makes zod parse without compiling and skip the try; it
// must be set before any schema exists. In the browser zod is used by the admin area alone (its
// resources and forms), so the admin area's chunk imports this module first (app/areas/admin.tsx):
// set in the entry, zod's core would move into every page's first load. A module elsewhere that
// starts using zod imports this first too. The server keeps compiled parsers: it never loads this.
import { config } from 'zod/v4/core';

config({ jitless: true });
