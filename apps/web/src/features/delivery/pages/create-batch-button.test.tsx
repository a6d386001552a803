import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { CreateBatchButton } from './create-batch-button';

beforeAll(stubMatchMedia);
afterEach(() => {
  cleanup();
  useSessionStore.setState({ privileges: [] });
});

/** The creation ability the wizard's route (and its calls) need. */
const WIZARD = 'bytedance:v3:delivery:task:configs';

function renderButton(allowed: boolean, privileges: string[] = [WIZARD]) {
  useSessionStore.setState({ privileges });
  render(
    <MemoryRouter initialEntries={['/transConfig/launchV3']}>
      <Routes>
        <Route
          path="/transConfig/launchV3"
          element={<CreateBatchButton path="/transConfig/aiCreateTtV3/0" allowed={allowed} />}
        />
        <Route path="/transConfig/aiCreateTtV3/:id" element={<p>向导</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('程序化批量V3 on the delivery screen (spec 001 §6 create: delivery:task)', () => {
  it('opens the wizard for a user holding the ability', () => {
    renderButton(true);
    fireEvent.click(screen.getByRole('button', { name: /程序化批量V3/ }));
    expect(screen.getByText('向导')).toBeTruthy();
  });

  it('is not shown without it', () => {
    renderButton(false);
    expect(screen.queryByRole('button', { name: /程序化批量V3/ })).toBeNull();
  });

  it('is not shown to a user who may not open the wizard', () => {
    renderButton(true, ['delivery:task']);
    expect(screen.queryByRole('button', { name: /程序化批量V3/ })).toBeNull();
  });
});
