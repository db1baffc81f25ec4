/** Where the back office lives (docs/staff.md). */
export const BACK_OFFICE_PATH = '/staff';

/**
 * /staff and every path under it: the addresses that Hosting (firebase.json), the dev server (vite.config.ts)
 * and the back office's entry (src/staff-main.tsx) answer with the back office.
 */
export function isBackOfficePath(pathname: string): boolean {
  return pathname === BACK_OFFICE_PATH || pathname.startsWith(`${BACK_OFFICE_PATH}/`);
}
