import styled from 'styled-components';
import { ToolMark, toolTone } from './toolMarks';

/** Technology or platform names, each with a drawn mark for its kind of tool (never a logo). */
export function TechnologyRow({ items }: { items: readonly string[] }) {
  return (
    <Row>
      {items.map((name) => {
        const tone = toolTone(name);
        return (
          <li key={name}>
            <Mark style={{ background: tone.background, color: tone.color }}>
              <ToolMark name={name} />
            </Mark>
            <span>{name}</span>
          </li>
        );
      })}
    </Row>
  );
}

const Row = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    min-height: 64px;
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.white};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
    line-height: 1.25;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Mark = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 12px;
  svg {
    width: 22px;
    height: 22px;
  }
`;
