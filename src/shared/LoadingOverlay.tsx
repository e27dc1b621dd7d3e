import { Spin } from 'antd';
import './loading-overlay.css';

/** Covers its positioned parent while something loads; `fullScreen` covers the viewport instead. */
export function LoadingOverlay({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      className={fullScreen ? 'loading-overlay loading-overlay--full' : 'loading-overlay'}
      aria-busy="true"
      data-testid="loading-overlay"
    >
      <Spin size="large" />
    </div>
  );
}
