import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { servicePages } from '../../content/services';
import { isKnownTool, ToolMark, toolKind, toolTone, toolTones } from './toolMarks';

const listedTools = Object.values(servicePages).flatMap((page) => page.technologies?.items ?? []);

describe('tool marks', () => {
  it('knows the kind of every tool a service page lists', () => {
    expect(listedTools.length).toBeGreaterThan(20);
    expect(listedTools.filter((name) => !isKnownTool(name))).toEqual([]);
  });

  it('draws tools of different kinds differently', () => {
    expect(toolKind('PostgreSQL')).toBe('database');
    expect(toolKind('Google Ads')).toBe('ads');
    const drawing = (name: string) => render(<ToolMark name={name} />).container.innerHTML;
    expect(drawing('PostgreSQL')).not.toBe(drawing('Google Ads'));
  });

  it('gives every listed tool a stable tint', () => {
    for (const name of listedTools) {
      expect(toolTones).toContain(toolTone(name));
      expect(toolTone(name)).toBe(toolTone(name));
    }
  });
});
