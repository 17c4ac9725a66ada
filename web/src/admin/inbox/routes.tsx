// The console's inbox screens (paths relative to /v2/admin).
import type { AppRoute } from '../../lib/appRoute';

export const routes: AppRoute[] = [];
