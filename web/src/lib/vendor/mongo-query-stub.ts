/**
 * Stands in for `@ucast/mongo2js` (aliased in vite.config.ts). CASL builds its mongo-query
 * matcher when its module loads, which puts the whole query engine (4 KB gzip) on the first
 * paint, yet the app never matches mongo queries: its rules carry their conditions as functions
 * (lib/ability.ts). Every name CASL imports is here; using one says what to do instead.
 */
const message =
  'Mongo-style ability conditions are not available in this build: give rules function conditions (see lib/ability.ts).';

function unavailable(): never {
  throw new Error(message);
}

/** CASL calls this when its module loads; the matcher it returns refuses to run. */
export const createFactory = (): ((...args: unknown[]) => never) => unavailable;

const operator = Object.freeze({ unavailable: true });
export const $all = operator;
export const $elemMatch = operator;
export const $eq = operator;
export const $exists = operator;
export const $gt = operator;
export const $gte = operator;
export const $in = operator;
export const $lt = operator;
export const $lte = operator;
export const $ne = operator;
export const $nin = operator;
export const $options = operator;
export const $regex = operator;
export const $size = operator;
export const all = unavailable;
export const and = unavailable;
export const elemMatch = unavailable;
export const eq = unavailable;
export const exists = unavailable;
export const gt = unavailable;
export const gte = unavailable;
export const lt = unavailable;
export const lte = unavailable;
export const ne = unavailable;
export const nin = unavailable;
export const regex = unavailable;
export const size = unavailable;
export const within = unavailable;
