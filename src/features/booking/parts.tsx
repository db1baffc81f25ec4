/**
 * Pieces shared by the booking section's static placeholder (first load, prerendered) and the
 * wizard (loaded later): the card frame that reserves the wizard's height, the step indicator and
 * the loading state. The placeholder renders exactly what the wizard's first state looks like, so
 * nothing moves when the wizard arrives.
 */
import type { Ref } from 'react';
import styled from 'styled-components';
import { cardSurface } from '../../components/Section';
import { CheckIcon } from '../../components/icons/UiIcons';
import { Spinner } from '../../components/Spinner';

export const STEP_LABELS = ['Date', 'Time', 'Details'] as const;

/** The wizard's card. Its minimum height holds step 1 (and the loading state) at every width. */
export const WizardFrame = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-height: 36rem;
  padding: ${({ theme }) => theme.space[5]};
  ${cardSurface}

  ${({ theme }) => theme.media.sm} {
    min-height: 28rem;
    padding: ${({ theme }) => theme.space[6]};
  }
`;

/** Heading of a step: focus moves here when the step appears (tabIndex -1). */
export const StepHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.amber};
    outline-offset: 4px;
  }
`;

export const StepLead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * 'Step 1 of 3' with the three steps; the current one carries aria-current="step".
 * `current` is 1–3, or 4 once the booking is confirmed (every step done).
 */
export function StepIndicator({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <Indicator>
      <Steps aria-label="Booking steps">
        {STEP_LABELS.map((label, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'todo';
          return (
            <StepItem key={label} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <StepNumber $state={state} aria-hidden="true">
                {state === 'done' ? <CheckIcon width={14} height={14} /> : number}
              </StepNumber>
              <span>
                {label}
                {state === 'done' && <span className="visually-hidden"> (completed)</span>}
              </span>
            </StepItem>
          );
        })}
      </Steps>
      {current <= 3 && <StepCount>Step {current} of 3</StepCount>}
    </Indicator>
  );
}

/** The loading state: a spinner with text that assistive technology announces politely. */
export function LoadingState({ label, ref }: { label: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <Loading ref={ref} role="status">
      <Spinner $size={32} aria-hidden="true" />
      <span>{label}</span>
    </Loading>
  );
}

type StepState = 'done' | 'current' | 'todo';

const Indicator = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Steps = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StepItem = styled.li<{ $state: StepState }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  color: ${({ $state, theme }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.ink)};
`;

const StepNumber = styled.span<{ $state: StepState }>`
  display: inline-grid;
  place-items: center;
  width: 26px;
  height: 26px;
  border-radius: 50%;
  border: 1.5px solid ${({ $state, theme }) => ($state === 'todo' ? theme.colors.border : theme.colors.primary)};
  background: ${({ $state, theme }) =>
    $state === 'current' ? theme.colors.primary : $state === 'done' ? theme.colors.primarySoft : theme.colors.white};
  color: ${({ $state, theme }) => ($state === 'current' ? theme.colors.white : theme.colors.primary)};
  font-size: 0.75rem;
  svg {
    width: 14px;
    height: 14px;
    stroke-width: 3;
  }
`;

const StepCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
`;

const Loading = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 12rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;
