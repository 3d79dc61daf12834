import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from '@young-minds/ui';
import { messages } from '../../messages';

/**
 * Keeps the dashboard working when the chart cannot be drawn: its code failed to download, or the chart library
 * threw. The figures table beside it still carries the numbers.
 */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[admin] income chart failed:', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? (
      <Alert variant="info">{messages.t('dashboard.chartFailed')}</Alert>
    ) : (
      this.props.children
    );
  }
}
