/**
 * The contact form's 'Error' dialog (ContactErrorDialog.tsx). Its code (and the dialog's and the animation
 * library's) is not part of the page's first load: the form fetches it as soon as the visitor starts on
 * the form (`prefetchDialog`), long before a failure could show it. If it cannot load (the connection is
 * gone), the message still shows, inline.
 */
import { Component, lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ContactErrorDialogProps } from './ContactErrorDialog';

const loadDialog = () => import('./ContactErrorDialog');
const ContactErrorDialog = lazy(() => loadDialog().then((module) => ({ default: module.ContactErrorDialog })));

export const prefetchDialog = () => {
  loadDialog().catch(() => {
    // Offline: the inline fallback will say what the dialog would have said.
  });
};

class DialogFallback extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function ContactFailureDialog(props: ContactErrorDialogProps) {
  return (
    <DialogFallback fallback={<InlineFailure role="alert">{props.text}</InlineFailure>}>
      <Suspense fallback={null}>
        <ContactErrorDialog {...props} />
      </Suspense>
    </DialogFallback>
  );
}

const InlineFailure = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
