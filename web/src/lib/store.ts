// One jotai store shared by React and by plain modules (API navigation hooks, startup), so code
// outside components can open the sign-in modal or show an error.
import { createStore } from 'jotai';

export const appStore = createStore();
