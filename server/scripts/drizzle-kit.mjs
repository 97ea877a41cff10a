/* global process, URL */
// Runs drizzle-kit so that it finds the drizzle-orm installed for this package: npm may place
// drizzle-orm under server/node_modules while drizzle-kit is hoisted to the root, and drizzle-kit
// loads drizzle-orm both with require() and with import().
import Module, { createRequire, register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverModules = fileURLToPath(new URL('../node_modules', import.meta.url));
process.env.NODE_PATH = [serverModules, process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
// Re-read NODE_PATH for require() (documented behaviour of the CommonJS loader).
Module._initPaths();
register('./drizzle-orm-resolve-hook.mjs', import.meta.url);

const require = createRequire(import.meta.url);
const bin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
process.argv.splice(1, 1, bin);
require(bin);
