/** The demo sign-in's handlers and accounts, loaded with its first call. */
export { authHandlers as handlers } from '../handlers/auth';
