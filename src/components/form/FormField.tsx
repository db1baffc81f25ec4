/**
 * Labelled form controls of the site's forms (contact, service request, booking): label above,
 * control, inline error below, tied together with aria-invalid / aria-describedby.
 */
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { brandColors, withAlpha } from '../../domain/brand';

interface FieldProps {
  id: string;
  label: string;
  /** Shown after the label, e.g. '(optional)'. */
  note?: string;
  /** Marks the label with a red asterisk (hidden from assistive technology, which reads `required`). */
  marked?: boolean;
  error?: string | undefined;
  children: ReactNode;
}

export function errorIdFor(id: string): string {
  return `${id}-error`;
}

export function Field({ id, label, note, marked, error, children }: FieldProps) {
  return (
    <FieldBox>
      <Label htmlFor={id}>
        {label}
        {note && (
          <>
            {' '}
            <Note>{note}</Note>
          </>
        )}
        {marked && (
          <>
            {' '}
            <Mark aria-hidden="true">*</Mark>
          </>
        )}
      </Label>
      {children}
      {error && (
        <ErrorText id={errorIdFor(id)}>
          <ErrorMark aria-hidden="true">!</ErrorMark>
          {error}
        </ErrorText>
      )}
    </FieldBox>
  );
}

/** Props that connect a control to its Field's error. */
export function describedBy(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorIdFor(id) } : {};
}

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.ink};
`;

const Note = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Mark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const ErrorMark = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 18px;
  height: 18px;
  margin-top: 2px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.white};
  font-size: 12px;
  font-weight: 700;
  line-height: 1;
`;

const controlStyles = css`
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1.5px solid #94a3b8;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition:
    border-color 160ms ease,
    box-shadow 160ms ease;
  &::placeholder {
    color: #64748b;
  }
  &:hover {
    border-color: #64748b;
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${withAlpha(brandColors.primary, 0.2)};
  }
  &:focus-visible {
    outline: none;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[aria-invalid='true']:focus {
    box-shadow: 0 0 0 3px rgba(180, 35, 24, 0.18);
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const Input = styled.input`
  ${controlStyles}
`;

export const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 0;
  resize: vertical;
  line-height: 1.5;
`;

export const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[7]};
  cursor: pointer;
`;

/** Positions the chevron drawn over a native select. */
export const SelectWrap = styled.div`
  position: relative;
  svg {
    position: absolute;
    top: 50%;
    right: ${({ theme }) => theme.space[4]};
    width: 18px;
    height: 18px;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
`;
