import { Component } from 'react';
import type { ReactNode } from 'react';
import { RouteError } from './route-error';

interface Props {
  /** The current path: the error screen gives way when the user navigates elsewhere. */
  path: string;
  children: ReactNode;
}

type State = { path: string | undefined } & ({ failed: false } | { failed: true; error: unknown });

/**
 * Catches what a route throws while rendering or loading its code and shows `RouteError` instead of
 * a blank screen. Navigating to another path renders the routes again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { path: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    return props.path === state.path ? null : { path: props.path, failed: false };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
