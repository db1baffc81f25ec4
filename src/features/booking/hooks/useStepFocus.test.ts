import { renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Step } from './useSlotSelection';
import { useStepFocus } from './useStepFocus';

const heading = document.createElement('h3');
heading.tabIndex = -1;
afterEach(() => heading.remove());

describe('useStepFocus', () => {
  it('moves focus to the heading when the step changes, not on the first render', () => {
    document.body.append(heading);
    const { result, rerender } = renderHook(({ step }: { step: Step }) => useStepFocus(step), {
      initialProps: { step: 'date' },
    });
    result.current.headingRef.current = heading;
    rerender({ step: 'date' });
    expect(heading).not.toHaveFocus();
    rerender({ step: 'time' });
    expect(heading).toHaveFocus();
  });

  it('focuses the new step in the same commit that shows it, so nobody meets the step without its focus', async () => {
    // React's own scheduling, as in the browser: no act() to flush the effects at once.
    const react = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = react.IS_REACT_ACT_ENVIRONMENT;
    react.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    function Wizard({ step }: { step: Step }) {
      const { headingRef } = useStepFocus(step);
      return createElement('h3', { key: step, ref: headingRef, tabIndex: -1 }, step);
    }
    const focusedWhenShown: boolean[] = [];
    const observer = new MutationObserver(() => {
      const shown = container.querySelector('h3');
      if (shown?.textContent === 'details') focusedWhenShown.push(document.activeElement === shown);
    });
    try {
      root.render(createElement(Wizard, { step: 'time' }));
      await vi.waitFor(() => expect(container.textContent).toBe('time'));
      observer.observe(container, { childList: true, subtree: true });
      root.render(createElement(Wizard, { step: 'details' }));
      await vi.waitFor(() => expect(container.querySelector('h3')).toHaveFocus());
      expect(focusedWhenShown).toEqual([true]);
    } finally {
      observer.disconnect();
      root.unmount();
      container.remove();
      react.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
