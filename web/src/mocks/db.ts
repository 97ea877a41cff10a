import type { GridContact } from '@app/common/apps/aggrid';
import type { Movie } from '@app/common/apps/autocomplete';
import type { Bookmark } from '@app/common/apps/bookmarks';
import type { CalendarEvent } from '@app/common/apps/calendar';
import type { ChatContact, ChatThread } from '@app/common/apps/chat';
import type { Product } from '@app/common/apps/datalist';
import type { Mail } from '@app/common/apps/email';
import type { Order } from '@app/common/apps/orders';
import type { SearchGroup } from '@app/common/apps/search';
import type { Task } from '@app/common/apps/todo';
import type { UserRecord } from '@app/common/apps/users';
import type { LoginRecord } from './data/auth';

/** Every collection the mock service reads and changes. */
export interface MockDb {
  bookmarks: Bookmark[];
  mainSearch: SearchGroup[];
  products: Product[];
  gridContacts: GridContact[];
  movies: Movie[];
  logins: LoginRecord[];
  mails: Mail[];
  chatContacts: ChatContact[];
  /** Threads keyed by contact uid. */
  chats: Map<number, ChatThread>;
  profileUser: ChatContact;
  tasks: Task[];
  events: CalendarEvent[];
  users: UserRecord[];
  /** The shop's orders, oldest first (the sample set, then what checkouts add). */
  orders: Order[];
}

type Key = keyof MockDb;
/** Builds a collection's sample data; dates in it are placed relative to `now`. */
export type CollectionBuilder<K extends Key> = (now: number) => MockDb[K];

/**
 * The builders, one per collection, each registered by the module of the app that owns it (see
 * `defineCollection`). The service thus carries only the data of the apps that were opened.
 */
const builders = new Map<Key, CollectionBuilder<Key>>();
let seededAt = Date.now();

function setValue<K extends Key>(target: MockDb, key: K, value: MockDb[K]): void {
  Object.defineProperty(target, key, {
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}

/** Makes `key` of `target` build its sample data on first use (a write replaces it). */
function installLazy(target: MockDb, key: Key, now: number): void {
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get() {
      const build = builders.get(key);
      if (!build) throw new Error(`The mock collection ${key} has no sample data registered.`);
      const value = build(now);
      setValue(target, key, value);
      return value;
    },
    set(value: MockDb[Key]) {
      setValue(target, key, value);
    },
  });
}

/** The live in-memory database. Handlers read its properties at request time. */
export const db = {} as MockDb;

/**
 * Registers the sample data of a collection; the module of the app that reads it calls this when
 * it loads. The data is built on first use, relative to the time of the last reset.
 */
export function defineCollection<K extends Key>(key: K, build: CollectionBuilder<K>): void {
  builders.set(key, build as CollectionBuilder<Key>);
  if (!Object.prototype.hasOwnProperty.call(db, key)) installLazy(db, key, seededAt);
}

/** Fresh collections (every one registered so far), built at once, relative to `now`. */
export function buildDb(now: number = Date.now()): MockDb {
  const fresh = {} as MockDb;
  for (const [key, build] of builders) setValue(fresh, key, build(now));
  return fresh;
}

/** Restores every collection to its initial sample data (use between tests). */
export function resetDb(now: number = Date.now()): void {
  seededAt = now;
  for (const key of builders.keys()) installLazy(db, key, now);
}
