/** The back office's shared pieces of style, on the site's theme: a calm, dense internal tool. */
import styled, { css } from 'styled-components';

export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

export const Panel = styled.section`
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

export const SectionHeading = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.ink};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

export const Card = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.white};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Name = styled.h4`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.ink};
  overflow-wrap: anywhere;
`;

export const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export type Tone = 'ok' | 'pending' | 'failed' | 'neutral';

const tones = {
  ok: css`
    background: #e7f6ee;
    color: ${({ theme }) => theme.colors.success};
  `,
  pending: css`
    background: #fdf3e1;
    color: #8a4b00;
  `,
  failed: css`
    background: #fdecea;
    color: ${({ theme }) => theme.colors.danger};
  `,
  neutral: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
  `,
};

export const Badge = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  white-space: nowrap;
  ${({ $tone }) => tones[$tone]}
`;

export const Notice = styled.p<{ $tone: 'ok' | 'failed' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ $tone }) => tones[$tone]}
  &:empty {
    display: none;
  }
`;

export const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
`;

export const inputStyles = css`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1.5px solid #94a3b8;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 400;
  ${focusRing}
`;

export const Input = styled.input`
  ${inputStyles}
`;

export const Select = styled.select`
  ${inputStyles}
`;

export const TextArea = styled.textarea`
  ${inputStyles}
  min-height: 88px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  resize: vertical;
`;

export const SmallButton = styled.button<{ $variant?: 'primary' | 'secondary' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1.5px solid transparent;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  ${focusRing}
  ${({ $variant = 'secondary', theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.white};
          &:hover {
            background: ${theme.colors.primaryHover};
          }
        `
      : $variant === 'danger'
        ? css`
            background: ${theme.colors.white};
            color: ${theme.colors.danger};
            border-color: ${theme.colors.danger};
            &:hover {
              background: #fdecea;
            }
          `
        : css`
            background: ${theme.colors.white};
            color: ${theme.colors.ink};
            border-color: ${theme.colors.border};
            &:hover {
              border-color: ${theme.colors.primary};
              color: ${theme.colors.primary};
            }
          `}
  &:disabled,
  &[aria-busy='true'] {
    opacity: 0.6;
    cursor: progress;
  }
`;

/** Form fields side by side where there is room, stacked on a phone. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

/** A field's error under it; takes no room while empty. */
export const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 400;
  &:empty {
    display: none;
  }
`;

/** A panel inside a section (Availability's closures, settings, feed): a heading and its content. */
export const SubPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  h3,
  h4 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    color: ${({ theme }) => theme.colors.ink};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** A list's filters above it: two columns on a phone, one row on a wide screen; `.search` spans a row on a phone. */
export const FiltersForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: 1fr 1fr;
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  /* A long option (an action's name) must not widen the page: the fields shrink to their column. */
  > label,
  > label > input,
  > label > select {
    min-width: 0;
  }
  .search {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 2fr repeat(4, 1fr);
    .search {
      grid-column: auto;
    }
  }
`;

/** A checkbox and its words, the box as large as the text beside it and the whole a comfortable target. */
export const CheckField = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  font-weight: 600;
  input {
    flex-shrink: 0;
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
