// The site's link: a router link that keeps the page's `language` query value (docs/rules.md#screens-and-routes). Every
// internal link goes through it; external addresses pass through unchanged.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { withLanguage } from '../lib/language/language';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

export interface AppLinkProps extends AnchorProps {
  /** A path of the site relative to /v2 (e.g. '/blog/5'), or an external address. */
  href: string;
  children?: ReactNode;
}

export function AppLink({ href, children, ...rest }: AppLinkProps) {
  const search = useSearch();
  const target = withLanguage(href, search);
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={target} {...rest}>
      {children}
    </Link>
  );
}

/** navigate() that keeps the language value, for code that moves the visitor after an action. */
export function useAppNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const [, navigate] = useLocation();
  const search = useSearch();
  return (to, options) => navigate(withLanguage(to, search), options);
}
