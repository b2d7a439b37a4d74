import type { Role } from '@rentease/contract';

/**
 * The signed-in account a request acts as: what every service and policy needs to decide who may
 * do what. The auth plugin sets it from the bearer token, checked against the database on every
 * request.
 */
export type AuthUser = {
  id: string;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
};
