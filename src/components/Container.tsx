import styled from 'styled-components';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.lg} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;
