import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useSessionStore } from '../../../stores/session-store';
import { DeliveryScreen } from '../components/delivery-screen';
import type { DeliveryDefinition } from '../delivery-definition';

/**
 * Renders a page in the app's providers with a fresh query cache; with a route, at its `entry`
 * address under its `path` pattern, so the page reads the route's parameters.
 */
export function renderPage(page: ReactElement, route?: { path: string; entry: string }) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter {...(route ? { initialEntries: [route.entry] } : {})}>
        <App>
          {route ? (
            <Routes>
              <Route path={route.path} element={page} />
            </Routes>
          ) : (
            page
          )}
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Renders a definition's screen for a user holding these abilities, with a fresh query cache. */
export function renderScreen(definition: DeliveryDefinition, privileges: string[]) {
  useSessionStore.setState({ privileges });
  renderPage(<DeliveryScreen definition={definition} />);
}
