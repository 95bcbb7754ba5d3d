export function LoadingFallback() {
  return (
    <p className="loading-fallback" role="status">
      Loading....
    </p>
  );
}
