import { Link } from 'react-router';
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

export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ $size }) => ($size === 'lg' ? '52px' : '44px')};
  padding: 0 ${({ $size, theme }) => ($size === 'lg' ? theme.space[6] : theme.space[5])};
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
  ${({ $variant = 'primary' }) => variants[$variant]}

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

export const Button = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
export const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
