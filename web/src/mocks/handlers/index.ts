import { aggridHandlers } from './aggrid';
import { authHandlers } from './auth';
import { autocompleteHandlers } from './autocomplete';
import { calendarHandlers } from './calendar';
import { chatHandlers } from './chat';
import { datalistHandlers } from './datalist';
import { emailHandlers } from './email';
import { emailComposeHandlers } from './email-compose';
import { orderHandlers } from './orders';
import { searchHandlers } from './search';
import { shopHandlers } from './shop';
import { todoHandlers } from './todo';
import { usersHandlers } from './users';

/** Every mock handler: the sample apps' calls (plus the calendar and todo edits). Never /api/v1. */
export const handlers = [
  ...authHandlers,
  ...searchHandlers,
  ...datalistHandlers,
  ...aggridHandlers,
  ...autocompleteHandlers,
  ...emailHandlers,
  ...emailComposeHandlers,
  ...chatHandlers,
  ...todoHandlers,
  ...calendarHandlers,
  ...usersHandlers,
  ...shopHandlers,
  ...orderHandlers,
];
