import { Link } from '../../components/Link';
import styled from 'styled-components';

export interface Crumb {
  label: string;
  /** Omitted on the current page (the last crumb). */
  href?: string;
}

/** The trail above a services heading (Services / Category / Page), on the dark hero band. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <List>
        {trail.map((crumb) => (
          <li key={crumb.label}>
            {crumb.href ? <Link to={crumb.href}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </List>
    </nav>
  );
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  li + li::before {
    content: '/' / '';
    margin-inline: ${({ theme }) => theme.space[2]};
    opacity: 0.7;
  }
  a {
    display: inline-block;
    padding-block: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textOnDark};
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.colors.white};
      text-decoration: underline;
      text-underline-offset: 3px;
    }
  }
`;
