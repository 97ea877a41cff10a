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
import { buildGridContacts } from './data/aggrid';
import { buildLoginRecords, type LoginRecord } from './data/auth';
import { buildMovies } from './data/autocomplete';
import { buildEvents } from './data/calendar';
import { buildChatContacts, buildChats, buildProfileUser } from './data/chat';
import { buildProducts } from './data/datalist';
import { buildMails } from './data/email';
import { buildOrders } from './data/orders';
import {
  buildBookmarks,
  buildMainSearch,
  setPageCatalogue,
  type CataloguePage,
} from './data/search';
import { shopProducts } from './data/shop';
import { buildTasks } from './data/todo';
import { buildUsers } from './data/users';

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

/** Builds fresh collections; dates in the sample data are placed relative to `now`. */
export function buildDb(now: number = Date.now()): MockDb {
  // Dependency order: people first, then what refers to them.
  const users = buildUsers(now);
  const chatContacts = buildChatContacts();
  const chats = new Map(
    Object.entries(buildChats(now)).map(([uid, thread]) => [Number(uid), thread] as const),
  );
  return {
    bookmarks: buildBookmarks(),
    mainSearch: buildMainSearch(now),
    products: buildProducts(),
    gridContacts: buildGridContacts(),
    movies: buildMovies(),
    logins: buildLoginRecords(),
    mails: buildMails(now),
    chatContacts,
    chats,
    profileUser: buildProfileUser(),
    tasks: buildTasks(),
    events: buildEvents(now),
    users,
    orders: buildOrders(now, users, shopProducts),
  };
}

/** The live in-memory database. Handlers read its properties at request time. */
export const db: MockDb = buildDb();

/** Restores every collection to its initial sample data (use between tests). */
export function resetDb(now: number = Date.now()): void {
  Object.assign(db, buildDb(now));
}

/**
 * Gives the mock the app's pages (from the route registry) for the bookmarks and the search's
 * Pages group, and rebuilds those two collections from them.
 */
export function loadPageCatalogue(pages: readonly CataloguePage[], now: number = Date.now()): void {
  setPageCatalogue(pages);
  db.bookmarks = buildBookmarks();
  db.mainSearch = buildMainSearch(now);
}
