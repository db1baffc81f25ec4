import { describe, expect, it } from 'vitest';
import { auditQuery, NO_AUDIT_FILTERS } from './useAudit';

describe('auditQuery', () => {
  it('sends a staff member only once the address is whole, and the last day of the range included', () => {
    expect(auditQuery(NO_AUDIT_FILTERS)).toEqual({});
    expect(auditQuery({ ...NO_AUDIT_FILTERS, actor: 'grace@lake' })).toEqual({});
    expect(
      auditQuery({ actor: ' grace@lakeforge.ca ', action: 'privacy.erase', from: '2027-04-01', to: '2027-04-30' }),
    ).toEqual({ actor: 'grace@lakeforge.ca', action: 'privacy.erase', from: '2027-04-01', to: '2027-05-01' });
  });
});
