import { Component, type ReactNode } from 'react';

/**
 * Keeps the dashboard working when a chart cannot be drawn (its code failed to download, or the library threw):
 * `fallback` shows instead; the table beside the chart still carries the numbers.
 */
export class ChartBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
