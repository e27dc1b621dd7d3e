// The Sovcombank integration's settings (spec 000 section 2.4).
export { sovcomRoutes as sovcomDomain } from './routes';
