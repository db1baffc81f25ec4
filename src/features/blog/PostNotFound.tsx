import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';
import { ArrowLeftIcon } from '../../components/icons/UiIcons';

/** Shown at /blog/{id} when no post has that id. */
export function PostNotFound() {
  return (
    <Wrapper>
      <h1>Post Not Found</h1>
      <p>The blog post you're looking for doesn't exist.</p>
      <ButtonLink to="/blogs" $size="lg">
        <ArrowLeftIcon />
        Back to Blog
      </ButtonLink>
    </Wrapper>
  );
}

const Wrapper = styled(Container)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[9]};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    max-width: 29em;
    margin-bottom: ${({ theme }) => theme.space[5]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
