// The API reference page's script (served at /api/reference/reference.js, see server/openapi/routes.ts):
// Swagger UI over /api/openapi.json, which only signed-in admins may read. A page load carries no bearer
// header, so the token is taken from the SPA's own `auth` cookie (providers/cookies.ts) and put on every
// request Swagger UI makes, the document's included. A script file, not an inline one: the CSP allows
// scripts from 'self' only.
/* global SwaggerUIBundle */
(function () {
  const cookie = document.cookie.split('; ').find((part) => part.startsWith('auth='));
  const token = cookie ? decodeURIComponent(cookie.slice('auth='.length)) : '';
  SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    requestInterceptor: (request) => {
      if (token) request.headers.Authorization = 'Bearer ' + token;
      return request;
    },
  });
})();
