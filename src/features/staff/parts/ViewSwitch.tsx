import styled from 'styled-components';
import { focusRing } from '../styles';

export interface ViewSwitchProps<T extends string> {
  label: string;
  views: { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
}

/** A row of toggle buttons, one pressed: which part of a list to show. */
export function ViewSwitch<T extends string>({ label, views, value, onChange }: ViewSwitchProps<T>) {
  return (
    <Group role="group" aria-label={label}>
      {views.map((view) => (
        <button key={view.value} type="button" aria-pressed={view.value === value} onClick={() => onChange(view.value)}>
          {view.label}
        </button>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: inline-flex;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  button {
    min-height: 38px;
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    cursor: pointer;
    ${focusRing}
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.ink};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;
