import { Link } from './Link';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.white};
    &:hover {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover {
      border-color: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.primary};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    &:hover {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
  light: css`
    background: rgba(255, 255, 255, 0.1);
    color: ${({ theme }) => theme.colors.white};
    border-color: rgba(255, 255, 255, 0.45);
    &:hover {
      background: rgba(255, 255, 255, 0.18);
    }
  `,
};

interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: 'md' | 'lg';
}

/**
 * What every button shares, in a component of its own: styled-components writes a rule set per distinct set of
 * props, so these rules would otherwise be repeated in the page's CSS for every variant and size it uses.
 */
const sharedStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  border: 1.5px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.01em;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 160ms ease,
    color 160ms ease,
    border-color 160ms ease,
    transform 160ms ease;

  &:active {
    transform: translateY(1px);
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  svg {
    width: 18px;
    height: 18px;
    flex: none;
  }
`;

const variantStyles = css<ButtonStyleProps>`
  min-height: ${({ $size }) => ($size === 'lg' ? '52px' : '44px')};
  padding: 0 ${({ $size, theme }) => ($size === 'lg' ? theme.space[6] : theme.space[5])};
  ${({ $variant = 'primary' }) => variants[$variant]}
`;

export const Button = styled(styled.button`
  ${sharedStyles}
`)<ButtonStyleProps>`
  ${variantStyles}
`;
export const ButtonLink = styled(styled(Link)`
  ${sharedStyles}
`)<ButtonStyleProps>`
  ${variantStyles}
`;
export const ButtonAnchor = styled(styled.a`
  ${sharedStyles}
`)<ButtonStyleProps>`
  ${variantStyles}
`;
