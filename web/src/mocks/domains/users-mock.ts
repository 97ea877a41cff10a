/** The users app's handlers and sample data, loaded when the app first calls the mock service. */
export { usersHandlers as handlers } from '../handlers/users';
