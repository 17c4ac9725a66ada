// The home page is the one page imported with the shell rather than loaded on first visit: it is
// where most visits land, and its own chunk (with the dozen small ones it shared) cost a round of
// requests after the shell's script ran, before its largest paint.
import type { AppRoute } from '../../lib/appRoute';
import { HomePage } from './HomePage';

export const routes: AppRoute[] = [{ path: '/home', component: HomePage }];
