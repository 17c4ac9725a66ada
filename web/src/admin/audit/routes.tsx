// The console's audit log screen (paths relative to /v2/admin).
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const AuditLogPage = lazyPage(() => import('./AuditLogPage'), 'AuditLogPage');

export const routes: AppRoute[] = [{ path: '/audit', component: AuditLogPage }];
