// The console's disclosure review (paths relative to /v2/admin).
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const DisclosureReviewPage = lazyPage(() => import('./DisclosureReviewPage'), 'DisclosureReviewPage');

export const routes: AppRoute[] = [{ path: '/disclosures', component: DisclosureReviewPage }];
