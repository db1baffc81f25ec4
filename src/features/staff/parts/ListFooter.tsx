import styled from 'styled-components';
import { Spinner } from '../../../components/Spinner';
import type { PagedList } from '../hooks/usePagedList';
import { Notice, SmallButton } from '../styles';

/** Under a list: loading, the failure with "Try again", or "Load more" while there is a next page. */
export function ListFooter({ list, what }: { list: PagedList<unknown>; what: string }) {
  return (
    <Footer>
      {list.status === 'loading' && (
        <p role="status">
          <Spinner $size={22} /> Loading {what}…
        </p>
      )}
      {list.status === 'failed' && (
        <>
          <Notice $tone="failed" role="alert">
            {list.error}
          </Notice>
          <SmallButton type="button" onClick={list.items.length ? list.loadMore : list.reload}>
            Try again
          </SmallButton>
        </>
      )}
      {(list.status === 'ready' || list.status === 'loadingMore') && list.hasMore && (
        <SmallButton
          type="button"
          aria-busy={list.status === 'loadingMore'}
          disabled={list.status === 'loadingMore'}
          onClick={list.loadMore}
        >
          {list.status === 'loadingMore' ? `Loading more ${what}…` : `Load more ${what}`}
        </SmallButton>
      )}
    </Footer>
  );
}

const Footer = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
  &:empty {
    display: none;
  }
  p {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
  }
`;
