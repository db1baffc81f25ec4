import styled from 'styled-components';

/** Tags (a post's topics, a project's services) as small chips, in a labelled list. */
export function TagList({
  tags,
  label = 'Tags',
  className,
}: {
  tags: readonly string[];
  label?: string;
  className?: string;
}) {
  return (
    <Tags aria-label={label} className={className}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </Tags>
  );
}

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 2px 10px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    line-height: 1.7;
  }
`;
