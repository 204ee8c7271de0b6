export function PostSkeleton() {
  return (
    <div className="post-card post-card--skeleton" aria-hidden="true" data-testid="post-skeleton">
      <div className="post-card__header">
        <span className="skeleton skeleton--circle" />
        <span className="skeleton skeleton--line" style={{ width: '40%' }} />
      </div>
      <div className="skeleton skeleton--media" />
      <div className="post-card__body">
        <span className="skeleton skeleton--line" style={{ width: '30%' }} />
        <span className="skeleton skeleton--line" style={{ width: '80%' }} />
      </div>
    </div>
  );
}
