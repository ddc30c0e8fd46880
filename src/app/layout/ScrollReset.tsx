import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new screen opens at its top: when a link or a redirect changes the path (not only the query
 * of a list's filters, not a hash), the page scrolls to its start, as a full load would. Back and
 * forward (POP) are left to the browser, which puts the reader back where they were. In the staff
 * shell only: the payer's and the signer's pages are one screen each, and their first-load bytes
 * stay as they are.
 */
export function ScrollReset() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
