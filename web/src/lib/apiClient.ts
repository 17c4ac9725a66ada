// The site's single instance of the typed client; every page calls the API through it.
import { makeClient } from './api';

export const api = makeClient();
