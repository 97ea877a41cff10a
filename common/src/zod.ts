/**
 * The one zod import of the shared schemas. The site's Content-Security-Policy forbids eval, and
 * zod probes for it when it builds a schema unless told not to; configuring it here, before any
 * schema is built, keeps browsers from reporting a CSP violation on every page.
 */
import { config, z } from 'zod';

config({ jitless: true });

export { z };
