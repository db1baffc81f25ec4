/** Styled parts of the wizard (loaded with the wizard chunk). */
import styled, { css } from 'styled-components';
import { IconBadge } from '../../components/Section';
import { brandColors, withAlpha } from '../../domain/brand';

export const StepBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
`;

/** The row at the bottom of a step: a back link on the left, the next action on the right. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[5]};
  > :only-child {
    margin-left: auto;
  }
  ${({ theme }) => theme.media.belowLg} {
    > button[type='submit'],
    > button:last-child:not(:only-child) {
      flex: 1 1 auto;
    }
  }
`;

/** A back link: a button that reads like a link (it changes the step, not the page). */
export const BackLink = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[2]};
  margin-left: -${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;

const choice = css<{ $selected: boolean }>`
  border: 1.5px solid ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.border)};
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.white)};
  color: ${({ $selected, theme }) => ($selected ? theme.colors.white : theme.colors.ink)};
  cursor: pointer;
  transition:
    border-color 160ms ease,
    background-color 160ms ease,
    box-shadow 160ms ease,
    transform 160ms ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 6px 16px ${withAlpha(brandColors.primary, 0.14)};
  }
  &:active {
    transform: translateY(1px);
  }
`;

export const DateGrid = styled.div`
  display: grid;
  padding-top: 10px; /* room for the 'Today' tab above the first row */
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

/** A calendar-leaf date chip: month on a band, the day large, the weekday under it. */
export const DateChip = styled.button<{ $selected: boolean }>`
  ${choice}
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 0 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.heading};
  line-height: 1.1;
  &:focus-visible {
    outline-offset: 3px;
  }
`;

export const ChipMonth = styled.span<{ $selected: boolean }>`
  align-self: stretch;
  padding: 5px 0 4px;
  border-radius: calc(${({ theme }) => theme.radii.md} - 2px) calc(${({ theme }) => theme.radii.md} - 2px) 0 0;
  background: ${({ $selected, theme }) => ($selected ? 'rgba(255, 255, 255, 0.16)' : theme.colors.primarySoft)};
  color: ${({ $selected, theme }) => ($selected ? theme.colors.white : theme.colors.primary)};
  font-size: 0.6875rem;
  font-weight: 800;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

export const ChipDay = styled.span`
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: 1.75rem;
  font-weight: 800;
  letter-spacing: -0.02em;
`;

export const ChipWeekday = styled.span`
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
`;

export const ChipNote = styled.span<{ $selected: boolean }>`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ $selected, theme }) => ($selected ? theme.colors.textOnDark : theme.colors.textMuted)};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 0.75rem;
  font-weight: 500;
`;

/** 'Today', a tab on the chip's top edge. */
export const TodayBadge = styled.span<{ $selected: boolean }>`
  position: absolute;
  top: -12px;
  left: 50%;
  transform: translateX(-50%);
  padding: 1px 8px;
  border: 2px solid ${({ theme }) => theme.colors.white};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $selected, theme }) => ($selected ? theme.colors.amber : theme.colors.teal)};
  color: ${({ $selected, theme }) => ($selected ? theme.colors.ink : theme.colors.white)};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 0.625rem;
  font-weight: 800;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const TimeGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[3]};
  }
`;

export const TimeChip = styled.button<{ $selected: boolean }>`
  ${choice}
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.2;
`;

export const TimeLocal = styled.span<{ $selected: boolean }>`
  color: ${({ $selected, theme }) => ($selected ? theme.colors.textOnDark : theme.colors.textMuted)};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 0.75rem;
  font-weight: 500;
`;

export const Notice = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1.5px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  p {
    margin: 0;
  }
  /* A phone number never breaks across lines. */
  a[href^='tel:'] {
    white-space: nowrap;
  }
`;

/** The chosen meeting, summarised above the form. */
export const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  svg {
    flex: none;
    width: 18px;
    height: 18px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
    > :last-of-type {
      grid-column: 1 / -1;
    }
  }
`;

/** A message about the request as a whole, under the fields. */
export const FormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
`;

export const ConfirmedBadge = styled(IconBadge)`
  margin-bottom: ${({ theme }) => theme.space[4]};
  svg {
    stroke-width: 2.5;
  }
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
  }
  dd small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 500;
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;
