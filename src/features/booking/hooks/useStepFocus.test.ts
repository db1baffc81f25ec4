import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
});
