/** The aggrid app's handlers and sample data, loaded when the app first calls the mock service. */
export { aggridHandlers as handlers } from '../handlers/aggrid';
