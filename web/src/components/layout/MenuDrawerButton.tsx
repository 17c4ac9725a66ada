// A menu button for narrow screens that opens a menu in a side sheet (NavDrawer, loaded on the
// first open). The sheet closes when the visitor navigates: each entry calls the `close` it is
// given (an entry may lead to the page already open), and any change of address closes it too
// (the back button, a redirect).
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { useLocation } from 'wouter';

const NavDrawer = lazy(async () => ({ default: (await import('./NavDrawer')).NavDrawer }));

export interface MenuDrawerButtonProps {
  /** The button's accessible name (it shows only an icon). */
  label: string;
  /** The sheet's heading. */
  title: string;
  /** From this breakpoint up the full menu is shown and the button is hidden. */
  hideFrom: 'md' | 'lg';
  /** On a dark bar (the console header) the icon is light. */
  tone?: 'light' | 'dark';
  /** A red dot on the icon (e.g. unread messages; say so in `label` too). */
  dot?: boolean;
  children: (close: () => void) => ReactNode;
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function MenuDrawerButton({ label, title, hideFrom, tone = 'light', dot = false, children }: MenuDrawerButtonProps) {
  const [path] = useLocation();
  const [state, setState] = useState({ open: false, path, loaded: false });
  // A new address closes the sheet (state adjusted while rendering, as React recommends over an effect).
  if (state.path !== path) setState({ ...state, open: false, path });
  const open = state.open && state.path === path;
  const close = () => setState((s) => ({ ...s, open: false }));
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        hideFrom={hideFrom}
        variant="ghost"
        size="md"
        px="0"
        position="relative"
        color={tone === 'dark' ? 'gray.100' : 'gray.700'}
        _hover={{ bg: tone === 'dark' ? 'whiteAlpha.200' : 'gray.100' }}
        onClick={() => setState({ open: true, path, loaded: true })}
      >
        <MenuIcon />
        {dot && <Box as="span" position="absolute" top="2" right="2" boxSize="2" borderRadius="full" bg="red.500" />}
      </Button>
      {state.loaded && (
        <Suspense fallback={null}>
          <NavDrawer open={open} onClose={close} title={title} returnFocus={button}>
            {children(close)}
          </NavDrawer>
        </Suspense>
      )}
    </>
  );
}
