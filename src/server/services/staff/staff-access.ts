import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '../../../contract/staff.ts';
import { ApiError } from '../../errors/api-error.ts';
import { bearerGuard } from '../../http/bearer-guard.ts';

const STAFF = new Set<string>(['staff', 'grievance_officer', 'admin']);

/** Whether a (possibly anonymous) request comes from a staff account. */
export function isStaff(request: FastifyRequest): boolean {
  return STAFF.has(request.user?.role ?? '');
}

/** onRequest guard of staff routes: a signed-in account with a staff role (made by `npm run staff`). */
export const requireStaff = bearerGuard(async (request: FastifyRequest): Promise<void> => {
  if (!request.user) throw new ApiError(401, 'not_authenticated', {}, { 'www-authenticate': 'Bearer' });
  if (!STAFF.has(request.user.role)) throw new ApiError(403, 'staff_only');
});

/** onRequest guard of what every staff account may open, data managers included (who is signed in). */
export const requireStaffAccount = bearerGuard(async (request: FastifyRequest): Promise<void> => {
  if (!request.user) throw new ApiError(401, 'not_authenticated', {}, { 'www-authenticate': 'Bearer' });
  if (!STAFF.has(request.user.role) && request.user.role !== 'data_manager') {
    throw new ApiError(403, 'staff_only');
  }
});

export function staffRole(request: FastifyRequest): StaffRole {
  return request.user!.role as StaffRole;
}

export function staffName(request: FastifyRequest): string {
  return `${request.user!.firstName} ${request.user!.lastName}`.trim();
}
