// Setup of every server test file: three costs each test's fresh app paid again and again, paid once per
// worker instead. useTestApp (tests/server/helpers/app.ts) builds a new app and seeds the demo users before
// every test; most of that time went to compiling the same route schemas with a new Ajv (Fastify makes one
// per app), to building the same reply serializers with fast-json-stringify, and to hashing the same demo
// password four times with scrypt. What each test sees is unchanged: a validator or serializer compiled from
// the same schema and options behaves the same, and a demo user's hash is still a real scrypt hash of the
// demo password (only its salt is shared within a worker).
import { createRequire } from 'node:module';
import { vi } from 'vitest';

vi.mock('../../server/auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/auth/password')>();
  const { DEMO_PASSWORD: demo } = await import('../server/helpers/demo-password');
  let demoHash: Promise<string> | undefined;
  return {
    ...real,
    hashPassword: (password: string) =>
      password === demo ? (demoHash ??= real.hashPassword(password)) : real.hashPassword(password),
  };
});

/** Fastify's own validator compiler (the module its apps use), patched once per worker process. */
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const ValidatorCompiler = fromFastify('@fastify/ajv-compiler/lib/validator-compiler') as {
  prototype: { buildValidatorFunction(route: { schema: object }): unknown } & Record<symbol, unknown>;
};
const patched = Symbol.for('crm.tests.validator-cache');
if (!ValidatorCompiler.prototype[patched]) {
  const compile = ValidatorCompiler.prototype.buildValidatorFunction;
  const cache = new Map<string, unknown>();
  ValidatorCompiler.prototype[patched] = true;
  ValidatorCompiler.prototype.buildValidatorFunction = function (
    this: { ajv: { opts: object; RULES: { keywords: object } } },
    route,
  ) {
    // The same schema under the same Ajv options and keywords (formats and the app's own keywords
    // included) compiles to the same validator.
    const key = JSON.stringify([
      route.schema,
      Object.entries(this.ajv.opts).filter(([, value]) => typeof value !== 'object'),
      Object.keys(this.ajv.RULES.keywords),
      Object.keys((this.ajv as unknown as { formats: object }).formats),
    ]);
    if (!cache.has(key)) cache.set(key, compile.call(this, route));
    return cache.get(key);
  };
}

/**
 * Fastify's reply serializer compiler: it requires this module for every new app (schema-controller.js), so
 * the module's export is wrapped once per worker process. A serializer depends only on the reply schema, the
 * shared schemas (addSchema) and the serializer options, which make the key.
 */
type BuildSerializer = (
  externalSchemas: unknown,
  options: unknown,
) => (route: { schema: object; method?: string; url?: string }) => unknown;
const serializerModule = fromFastify.resolve('@fastify/fast-json-stringify-compiler');
const serializerExports = fromFastify(serializerModule) as (() => BuildSerializer) & Record<symbol, unknown>;
if (!serializerExports[patched]) {
  const serializers = new Map<string, unknown>();
  const CachedSerializerSelector = Object.assign(
    (): BuildSerializer => {
      const build = serializerExports();
      return (externalSchemas, options) => {
        const compile = build(externalSchemas, options);
        const shared = JSON.stringify([externalSchemas, options]);
        return (route) => {
          const key = `${shared}\n${JSON.stringify(route.schema)}`;
          if (!serializers.has(key)) serializers.set(key, compile(route));
          return serializers.get(key);
        };
      };
    },
    serializerExports,
    { [patched]: true },
  );
  const cached = createRequire(serializerModule).cache[serializerModule];
  if (!cached) throw new Error('@fastify/fast-json-stringify-compiler is not in the require cache');
  cached.exports = CachedSerializerSelector;
}
