import { emailComposeHandlers } from '../handlers/email-compose';
import { emailHandlers } from '../handlers/email';

/** The email app's handlers and sample data, loaded when the app first calls the mock service. */
export const handlers = [...emailHandlers, ...emailComposeHandlers];
