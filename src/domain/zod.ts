/**
 * zod for every schema of the site, set up before any schema is built. Jitless: zod otherwise probes whether it
 * may compile its parsers with `new Function('')` as it builds the first object schema, and under the site's
 * Content-Security-Policy (no 'unsafe-eval') Firefox reports that probe as a violation even though zod catches
 * it (docs/testing.md, "What differs by engine"). Schema modules import zod from here, never from 'zod' (lint),
 * so this module's body runs before theirs.
 */
import * as z from 'zod';

z.config({ jitless: true });

export { z };
