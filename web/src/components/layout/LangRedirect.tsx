// A redirect that keeps the language value (e.g. /blog → /blog/list).
import { useEffect } from 'react';
import { useAppNavigate } from '../AppLink';

export function LangRedirect({ to }: { to: string }) {
  const navigate = useAppNavigate();
  useEffect(() => navigate(to, { replace: true }));
  return null;
}

/** A route component that only redirects. */
export function redirectTo(to: string) {
  return function RedirectPage() {
    return <LangRedirect to={to} />;
  };
}
