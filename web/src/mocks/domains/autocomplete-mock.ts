/** The autocomplete app's handlers and sample data, loaded when the app first calls the mock service. */
export { autocompleteHandlers as handlers } from '../handlers/autocomplete';
