import { act, cleanup, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from './app-providers';

/** A system setting for reduced motion that the test can change. */
function stubMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: reduce,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (media: string) =>
      media === '(prefers-reduced-motion: reduce)'
        ? query
        : { matches: false, addEventListener() {}, removeEventListener() {} },
  });
  return (next: boolean) => {
    query.matches = next;
    for (const l of listeners) l();
  };
}

function Motion() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

// Test files share a window (vitest `isolate: false`): the next one finds matchMedia as it was.
const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
afterEach(() => {
  cleanup();
  if (original) Object.defineProperty(window, 'matchMedia', original);
  else Reflect.deleteProperty(window, 'matchMedia');
});

describe('reduced motion', () => {
  it('turns antd animations off while the system asks for reduced motion', () => {
    const change = stubMotionSetting(true);
    render(
      <AppProviders>
        <Motion />
      </AppProviders>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('false');
    act(() => change(false));
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });

  it('keeps them on by default', () => {
    stubMotionSetting(false);
    render(
      <AppProviders>
        <Motion />
      </AppProviders>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });
});
