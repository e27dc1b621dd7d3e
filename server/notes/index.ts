// The notes domain: notes on a contact (spec 001 section 7, "Notes").
export { noteRoutes as noteDomain } from './routes';
