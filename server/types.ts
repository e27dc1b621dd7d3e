// Fastify type extensions shared by the server's modules.
import type { PermissionKey, Role, Text } from './from-client';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { Locale } from './i18n/locale';
import type { TokenService } from './auth/jwt';
import type { Mailer } from './mail/mailer';
import type { JobQueue } from './jobs/queue';
import type { AttemptLimiter, LoginLimiter } from './auth/attempt-limiter';
import type { RouteScope } from './auth/scope/declare';

/** A catalogue key, or several keys that are all required. */
export type RequiredKeys = PermissionKey | readonly PermissionKey[];

/**
 * What a route requires: a catalogue key, several keys (all of them), one of several such alternatives
 * (`anyOf`: a settings list that the contact card also reads), any logged-in user, or nobody.
 */
export type RoutePermission = RequiredKeys | { anyOf: readonly RequiredKeys[] } | 'authenticated' | 'public';

export interface RouteDeclaration {
  method: string;
  url: string;
  permission: RoutePermission;
  scope?: RouteScope;
}

/** The caller, loaded afresh on every request (a permission change applies at the next request). */
export interface CurrentUser {
  id: number;
  role: Role;
  email: string;
  permissions: PermissionKey[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
    /** Which objects the request names and how its rows are narrowed (server/auth/scope/declare.ts). */
    scope?: RouteScope;
    /** Field labels for `{field}` in this route's validation messages (generated resource routes). */
    labels?: Readonly<Record<string, Text>>;
    /** The route reads multipart/form-data itself (server/uploads); any other route answers 415 to it. */
    multipart?: boolean;
    /** The error for a path id beyond any row (default: the common 404), e.g. the contact's own message. */
    notFound?: () => Error;
  }
  interface FastifyRequest {
    locale: Locale;
    currentUser: CurrentUser | null;
  }
  interface FastifyInstance {
    appConfig: AppConfig;
    db: Db;
    /** Background jobs (server/jobs): imports, exports, e-mail and SMS sends. */
    jobs: JobQueue;
    mailer: Mailer;
    loginLimiter: LoginLimiter;
    restoreLimiter: AttemptLimiter;
    routeDeclarations: RouteDeclaration[];
    tokens: TokenService;
  }
}
