import styled from 'styled-components';
import { SectionHeading } from '../../components/Section';

/** A home section's heading block, centred above its content. */
export const CenteredHeading = styled(SectionHeading)`
  margin-inline: auto;
  text-align: center;
  p {
    margin-bottom: 0;
  }
`;
