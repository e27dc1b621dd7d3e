import { Component, type ReactNode } from 'react';

/** A plugin item that fails to load or render disappears alone; the host keeps working. */
export class SlotErrorBoundary extends Component<
  { itemId: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Slot item "${this.props.itemId}" failed`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
