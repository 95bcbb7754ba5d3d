import { Spinner } from '@/components/ui/spinner';

/** "Load more": subscribes the next page of a growing list; gone when there is no more. */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  if (!hasMore) return null;
  return (
    <div className="admin-more">
      <button type="button" className="button" disabled={loading} onClick={onLoadMore}>
        {loading && <Spinner />}
        Load more
      </button>
    </div>
  );
}
