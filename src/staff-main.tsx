import './app/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { addRestOfLatinFonts } from './app/restOfLatinFonts';
import { StaffShell } from './app/StaffShell';
import { BACK_OFFICE_PATH, isBackOfficePath } from './lib/backOffice';

/*
 * The back office's entry (staff-app.html, served for /staff and every path under it; docs/staff.md): rendered in
 * the browser only, without the visitors' route table, prerendered pages or boot script. Opened at the page's own
 * address (/staff-app), it shows the back office at its address.
 */
if (!isBackOfficePath(window.location.pathname)) window.history.replaceState(null, '', BACK_OFFICE_PATH);

// The back office shows what visitors and reviewers typed: every Latin-1 letter (src/app/restOfLatinFonts.ts).
addRestOfLatinFonts();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <StaffShell />
    </BrowserRouter>
  </StrictMode>,
);
