import { describe, expect, it } from 'vitest';
import { isBackOfficePath } from './backOffice';

describe('isBackOfficePath', () => {
  it('is /staff and every path under it', () => {
    for (const path of ['/staff', '/staff/', '/staff/leads', '/staff/meetings/2027-04-13T14:00:00.000Z'])
      expect(isBackOfficePath(path), path).toBe(true);
  });

  it('is no other path, however it starts', () => {
    for (const path of ['/', '/staffing', '/staff-app', '/staff-app.html', '/about/staff'])
      expect(isBackOfficePath(path), path).toBe(false);
  });
});
