import { describe, expect, it } from 'vitest';
import { isPresentableName, presentableName } from './displayName';

describe('isPresentableName', () => {
  it.each([
    'Ada Lovelace',
    "Conan O'Brien",
    'Jean-Luc Picard',
    'J. R. R. Tolkien',
    'Zoë Ångström',
    'Nguyễn Văn An',
    '山田太郎',
    'Renée O’Connor',
    'King, Jr.',
  ])('accepts %j', (name) => {
    expect(isPresentableName(name)).toBe(true);
  });

  it.each([
    'CEO <ceo@lakeforge.ca>',
    'ceo@lakeforge.ca',
    'Visit https://spam.example',
    'Cheap pills at pills.shop',
    'Win $1000 now',
    'Call 555 0100',
    'Ada\u202eecalevol',
    'Ada\u200bLovelace',
    'Ada  Lovelace',
    '-Ada',
    '',
    'A'.repeat(61),
  ])('refuses %j', (name) => {
    expect(isPresentableName(name)).toBe(false);
  });

  it('gives the trimmed name or nothing', () => {
    expect(presentableName('  Ada  ')).toBe('Ada');
    expect(presentableName('Free gift: lakeforge.win')).toBeUndefined();
  });
});
