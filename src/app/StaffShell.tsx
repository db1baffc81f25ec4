import { lazy, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { SiteFrame } from './SiteFrame';
import { isBackOfficePath } from '../lib/backOffice';

/** The back office and Firebase Auth load once the frame has rendered (budgets.json, section "staff back office"). */
const StaffPage = lazy(() => import('../pages/StaffPage'));

/**
 * The header's and footer's links lead to the visitors' pages, which this app does not have. The browser follows
 * them as plain links: the click stops before it reaches the router, which would only change the address.
 */
function useVisitorLinksLoadTheirPages() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (
        link instanceof HTMLAnchorElement &&
        link.origin === window.location.origin &&
        !isBackOfficePath(link.pathname)
      )
        event.stopPropagation();
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, []);
}

/**
 * The back office's app (src/staff-main.tsx): the site's frame (theme, fonts, header and footer) around the back
 * office at /staff and every path under it.
 */
export function StaffShell() {
  useVisitorLinksLoadTheirPages();
  useEffect(() => {
    // End-to-end tests wait for this mark, as on the visitors' pages (src/app/App.tsx).
    document.documentElement.dataset.interactive = '';
  }, []);
  return (
    <SiteFrame>
      <Routes>
        <Route path="/staff/*" element={<StaffPage />} />
      </Routes>
    </SiteFrame>
  );
}
