/** The datalist app's handlers and sample data, loaded when the app first calls the mock service. */
export { datalistHandlers as handlers } from '../handlers/datalist';
