// The latest CSRF token the server handed out (retdata.token). Kept in memory: a reload asks
// getInfo again, which always returns one.
let current: string | null = null;

export const csrfToken = {
  get: () => current,
  set: (token: string | null) => {
    current = token;
  },
};
