/** Fills the window while the app starts or a page chunk loads (plain CSS: part of the first download). */
export function FullPageLoading() {
  return (
    <div className="full-page-loading" role="status" aria-busy="true">
      <span className="full-page-loading__spinner" />
    </div>
  );
}
