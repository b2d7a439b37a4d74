import type { Role } from '@rentease/contract';
import type { FastifyInstance, preValidationHookHandler, RouteOptions } from 'fastify';
import { AppError } from '../lib/errors.js';
import { requireUser } from './auth.plugin.js';

/**
 * Who may call a route, declared on every /api route as `config.access`:
 * - 'public': anyone (the route may still read an optional token);
 * - a list of roles: a signed-in user of one of them (401 without a valid token, 403 otherwise).
 * Ownership ("only your own bookings") is the domain policies' job, after this.
 */
export type Access = 'public' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** What a signed-in user of another role is told (the spec has its own words for some routes). */
    accessDeniedMessage?: string;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, in registration order (docs, the permission matrix). */
    apiRoutes: RouteAccess[];
  }
}

export type RouteAccess = { method: string; url: string; access: Access };

/** The API reference pages (static assets of the docs UI, registered by @fastify/swagger-ui) are public. */
const PUBLIC_PREFIXES = ['/api/docs'];

const toArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Default deny: registering an /api route that declares no access fails at start-up, so a new
 * endpoint cannot ship open by accident; a role list becomes the route's first preValidation hook.
 * Register before any route.
 */
export function registerAccessControl(app: FastifyInstance): void {
  const routes: RouteAccess[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const access = PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix)) ? 'public' : route.config?.access;
    if (access === undefined) {
      throw new Error(`${String(route.method)} ${route.url} must declare config.access ('public' or the roles allowed)`);
    }
    for (const method of toArray(route.method)) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access });
    }
    if (access === 'public') return;
    // Before validation: someone without access learns nothing about the body and is never asked to
    // fix a form before being told to log in.
    const denied = route.config?.accessDeniedMessage;
    const checked: preValidationHookHandler = async (request) => {
      const user = requireUser(request);
      if (!access.includes(user.role)) throw AppError.forbidden(denied);
    };
    route.preValidation = [
      checked,
      ...toArray(route.preValidation as preValidationHookHandler | preValidationHookHandler[] | undefined),
    ];
  });
}
