/** The todo app's handlers and sample data, loaded when the app first calls the mock service. */
export { todoHandlers as handlers } from '../handlers/todo';
