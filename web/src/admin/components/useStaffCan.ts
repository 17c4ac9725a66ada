// What the signed-in staff member's roles let them call: the contract's `staff` requirement of each
// operation (generated/staff-roles.ts). The console offers only what the server would allow, so a
// role never meets a button that answers "no permission".
import { useSession } from '../../lib/session/session';
import { staffOperationRoles, type StaffOperation } from '@generated/staff-roles';

export type { StaffOperation };

/** Whether roles may call an operation ('<METHOD> <path>' as the contract writes it). */
export function rolesCan(roles: readonly string[], operation: StaffOperation): boolean {
  return staffOperationRoles[operation].some((role) => roles.includes(role));
}

/** A test of the signed-in member's roles: `can('PUT /v2/admin/api/settings')`. */
export function useStaffCan(): (operation: StaffOperation) => boolean {
  const session = useSession();
  const roles = session.status === 'signedIn' ? session.user.staffRoles : [];
  return (operation) => rolesCan(roles, operation);
}
