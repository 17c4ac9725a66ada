/** The site's address prefix; the router's base. */
export const BASE = '/v2';
