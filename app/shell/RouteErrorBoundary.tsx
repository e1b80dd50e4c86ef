import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';
import { ScreenReady } from './ScreenReady';

/**
 * A screen that throws (or whose code fails to load) shows a Romanian message inside the
 * frame; the layout keys it by path, so going elsewhere starts afresh.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <>
        <RouteError />
        <ScreenReady />
      </>
    ) : (
      this.props.children
    );
  }
}
