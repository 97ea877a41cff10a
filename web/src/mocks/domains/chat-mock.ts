/** The chat app's handlers and sample data, loaded when the app first calls the mock service. */
export { chatHandlers as handlers } from '../handlers/chat';
