// The screens of the console's content menu: eight resources on the generic screen, and the
// regulation document (one setting, not a list).
import { ContentResourcePage } from './ContentResourcePage';
import * as resources from './resources';

export { RegulationPage } from './RegulationPage';

export const BannersPage = () => <ContentResourcePage resource={resources.banners} />;
export const AnnouncementsPage = () => <ContentResourcePage resource={resources.announcements} />;
export const BlogsPage = () => <ContentResourcePage resource={resources.blogs} />;
export const BlogCategoriesPage = () => <ContentResourcePage resource={resources.blogCategories} />;
export const ActivitiesPage = () => <ContentResourcePage resource={resources.activities} />;
export const GiftsPage = () => <ContentResourcePage resource={resources.gifts} />;
export const FaqPage = () => <ContentResourcePage resource={resources.faq} />;
export const CoefficientsPage = () => <ContentResourcePage resource={resources.coefficients} />;
