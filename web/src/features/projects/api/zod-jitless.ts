/**
 * The site's Content-Security-Policy forbids eval. Zod probes for eval when a schema is built
 * (the probe is reported as a CSP violation even though it is caught), unless told not to.
 * Import this module before the contract builds its schemas.
 */
import { config } from 'zod';

config({ jitless: true });
