// A signed-in staff member for console component tests: the console offers only what the member's
// roles may call (admin/components/useStaffCan.ts), so a screen's test says whose console it shows.
// Set it in beforeEach: the component setup empties the app's cache, the session with it, after
// every test.
import type { StaffRole } from '@generated/enums';
import { setSession } from '../lib/session/session';

export function signInStaff(staffRoles: StaffRole[] = ['owner'], userId = 2): void {
  setSession({ status: 'signedIn', user: { userId, nickname: 'zhang', portrait: '', role: 'staff', staffRoles, hasNickname: true }, unread: 0 });
}
