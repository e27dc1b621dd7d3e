import './loading-overlay.css';

/**
 * Covers its positioned parent while something loads; `fullScreen` covers the viewport instead. The
 * spinner is antd's large Spin drawn in CSS: the login page shows this overlay while its form loads, and
 * Spin's module would be one more download before it.
 */
export function LoadingOverlay({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      className={fullScreen ? 'loading-overlay loading-overlay--full' : 'loading-overlay'}
      aria-busy="true"
      data-testid="loading-overlay"
    >
      <span className="loading-overlay__spinner">
        <i />
        <i />
        <i />
        <i />
      </span>
    </div>
  );
}
