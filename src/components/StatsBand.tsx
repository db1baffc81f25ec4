import styled from 'styled-components';
import { Container } from './Container';

export interface StatItem {
  readonly value: string;
  readonly label: string;
}

/** The company's key numbers in a band (e.g. '50+' 'Clients Served'). */
export function StatsBand({ stats }: { stats: readonly StatItem[] }) {
  return (
    <Band aria-label="Lakeforge Digital in numbers">
      <Container>
        <List>
          {stats.map(({ value, label }) => (
            <Stat key={label}>
              <Value>{value}</Value>
              <Label>{label}</Label>
            </Stat>
          ))}
        </List>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  padding-block: ${({ theme }) => theme.space[7]};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.primary} 0%,
    #1b3fb0 55%,
    ${({ theme }) => theme.colors.ink} 100%
  );
  color: ${({ theme }) => theme.colors.white};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: center;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Stat = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  ${({ theme }) => theme.media.lg} {
    & + & {
      border-left: 1px solid rgba(255, 255, 255, 0.2);
    }
  }
`;

const Value = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: 800;
  line-height: 1.1;
  letter-spacing: -0.02em;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;
