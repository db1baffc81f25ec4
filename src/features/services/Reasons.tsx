import styled from 'styled-components';
import { CardGrid } from '../../components/Section';
import type { ReasonCard } from '../../content/services';

/** Why-choose or approach cards, numbered. */
export function Reasons({ items }: { items: readonly ReasonCard[] }) {
  return (
    <Grid as="ol" $columns={items.length % 4 === 0 ? 4 : 3}>
      {items.map((reason, index) => (
        <li key={reason.title}>
          <Number aria-hidden="true">{String(index + 1).padStart(2, '0')}</Number>
          <h3>{reason.title}</h3>
          <p>{reason.text}</p>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled(CardGrid)`
  li {
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
    border: 1px solid rgba(255, 255, 255, 0.12);
    border-radius: ${({ theme }) => theme.radii.lg};
    background: rgba(255, 255, 255, 0.04);
  }
  h3 {
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textOnDark};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Number = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-radius: 12px;
  background: rgba(18, 181, 165, 0.16);
  color: ${({ theme }) => theme.colors.tealBright};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 800;
`;
