// The users domain: the signed-in user's own data and the user calls of spec 001 section 7.
export { userRoutes as userDomain } from './routes';
