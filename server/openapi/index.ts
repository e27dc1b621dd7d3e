// The published API: the OpenAPI document of every route and its reference page (docs/api.md).
export { openApiRoutes as openApiDomain } from './routes';
