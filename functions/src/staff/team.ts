/**
 * The staff accounts: every enabled Firebase Auth account with the `staff` claim (the claim `staff:add` sets,
 * auth.ts reads). The leads' owners are chosen among them, and an owner sent by the back office is checked
 * against them.
 */
import type { Auth } from 'firebase-admin/auth';
import { STAFF_CLAIM } from './auth.js';

export interface StaffTeamDirectory {
  /** The staff members' addresses, lower-cased, sorted. */
  members(): Promise<string[]>;
}

/** Auth lists at most 1,000 accounts a page. */
const PAGE = 1000;

export function authTeamDirectory(auth: Pick<Auth, 'listUsers'>): StaffTeamDirectory {
  return {
    async members() {
      const emails: string[] = [];
      let pageToken: string | undefined;
      do {
        const page = await auth.listUsers(PAGE, pageToken);
        for (const user of page.users) {
          if (user.customClaims?.[STAFF_CLAIM] === true && !user.disabled && user.email) {
            emails.push(user.email.toLowerCase());
          }
        }
        pageToken = page.pageToken;
      } while (pageToken);
      return emails.sort();
    },
  };
}
