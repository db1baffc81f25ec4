import styled from 'styled-components';
import { socialGlyphLinks } from '../../components/icons/SocialIcons';
import { company } from '../../content/company';

export function SocialLinks({ className }: { className?: string }) {
  return (
    <List className={className}>
      {company.social.map(({ id, label, href }) => (
        <li key={id}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} (opens in a new tab)`}
            data-network={id}
          />
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    color: inherit;
    transition:
      color 150ms ease,
      background-color 150ms ease;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.white};
    background: rgba(255, 255, 255, 0.12);
  }
  ${socialGlyphLinks('16px')}
`;
