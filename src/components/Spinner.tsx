import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span<{ $size?: number }>`
  display: inline-block;
  width: ${({ $size = 40 }) => $size}px;
  height: ${({ $size = 40 }) => $size}px;
  border: 3px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;

const Fallback = styled.div`
  display: grid;
  place-items: center;
  min-height: 60vh;
`;

/** Shown while a page's code loads after a client-side navigation. */
export function PageFallback() {
  return (
    <Fallback role="status">
      <Spinner />
      <span className="visually-hidden">Loading page</span>
    </Fallback>
  );
}
