import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/utils/render';
import { Reveal } from './Reveal';

describe('Reveal', () => {
  it('prerenders its content visible, so it reads without JavaScript', () => {
    const html = renderToString(
      <Reveal delay={0.2}>
        <p>Visible from the start</p>
      </Reveal>,
    );
    expect(html).toContain('Visible from the start');
    expect(html).not.toMatch(/opacity|transform/);
  });

  it('leaves content visible where it cannot observe scrolling', () => {
    renderWithProviders(
      <Reveal>
        <p>Always here</p>
      </Reveal>,
    );
    const text = screen.getByText('Always here');
    expect(text).toBeVisible();
    expect(text.parentElement).not.toHaveStyle({ opacity: '0' });
  });
});
