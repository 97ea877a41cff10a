/** The calendar app's handlers and sample data, loaded when the app first calls the mock service. */
export { calendarHandlers as handlers } from '../handlers/calendar';
