import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { useSessionStore } from '../../../stores/session-store';
import { DeliveryScreen } from '../components/delivery-screen';
import type { DeliveryDefinition } from '../delivery-definition';

/** Renders a definition's screen for a user holding these abilities, with a fresh query cache. */
export function renderScreen(definition: DeliveryDefinition, privileges: string[]) {
  useSessionStore.setState({ privileges });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <App>
          <DeliveryScreen definition={definition} />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
