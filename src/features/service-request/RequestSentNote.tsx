import styled from 'styled-components';
import { CheckIcon, CloseIcon } from '../../components/icons/UiIcons';
import type { ServiceRequestIntent } from './intent';

interface RequestSentNoteProps {
  intent: ServiceRequestIntent;
  email: string;
  onDismiss: () => void;
}

/**
 * What stays on the page after the request confirmation closes itself (docs/product.md: after 1.5 s, too short
 * to read): a note of what was sent and where the answer will go, until the visitor dismisses it.
 */
export function RequestSentNote({ intent, email, onDismiss }: RequestSentNoteProps) {
  return (
    <Note role="status" aria-label="Service request sent">
      <Mark aria-hidden="true">
        <CheckIcon />
      </Mark>
      <p>
        <strong>
          Request sent: {intent.serviceType}, {intent.package}.
        </strong>{' '}
        We've received it and will be in touch at {email} shortly.
      </p>
      <Dismiss type="button" aria-label="Dismiss this note" onClick={onDismiss}>
        <CloseIcon />
      </Dismiss>
    </Note>
  );
}

const Note = styled.div`
  position: fixed;
  inset: auto ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]};
  z-index: 40;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 440px;
  margin-left: auto;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    flex: 1;
    margin: 0;
    overflow-wrap: anywhere;
  }
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
  ${({ theme }) => theme.media.sm} {
    inset: auto ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]} auto;
  }
`;

const Mark = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.white};
  svg {
    width: 16px;
    height: 16px;
  }
`;

const Dismiss = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  margin: -${({ theme }) => theme.space[2]} -${({ theme }) => theme.space[2]} 0 0;
  border: 0;
  border-radius: 50%;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;
