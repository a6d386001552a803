import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { BYTEDANCE_V2_WIZARD } from '../definitions/bytedance-v2-wizard';
import { BYTEDANCE_WIZARD } from '../definitions/bytedance-wizard';
import { componentEnv, stubApi } from '../test/component-env';
import { CreationWizard } from './creation-wizard';
import type { WizardDefinition } from './wizard-definition';
import { initialState, saveState } from './wizard-state';

// The settings step shows the download fields while the goal downloads an app, and drops them
// when the operator picks a goal that does not (销售线索, 小游戏).

componentEnv();
beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ privileges: ['delivery:task'] });
  stubApi({});
});

function openStep(
  definition: WizardDefinition,
  step: number,
  draft: (values: Record<string, unknown>) => void = () => undefined,
) {
  const state = initialState(definition);
  draft(state.values);
  state.currentStep = step;
  state.checked = state.checked.map((_, i) => i + 1 < step);
  state.values.accounts = [{ advertiser_id: '1001', advertiser_name: '甲账户', alias: null }];
  saveState(definition, sessionStorage, state);
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <App>
        <MemoryRouter>
          <CreationWizard definition={definition} sourceTaskId={undefined} />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

const DOWNLOAD = ['下载链接', '应用包名', '应用名称'];
const shown = () => DOWNLOAD.filter((name) => screen.queryByRole('textbox', { name }) !== null);

describe('the download fields of the Ocean Engine wizards', () => {
  it('v3: shown for 应用推广, gone for 销售线索 and 小游戏, back for 应用推广', async () => {
    openStep(BYTEDANCE_WIZARD, 3);
    expect(await screen.findByRole('textbox', { name: '下载链接' })).toBeTruthy();
    expect(shown()).toEqual(DOWNLOAD);
    expect(screen.getByText('下载方式')).toBeTruthy();
    for (const goal of ['销售线索', '小游戏']) {
      fireEvent.click(screen.getByText(goal));
      await waitFor(() => expect(shown()).toEqual([]));
      expect(screen.queryByText('下载方式')).toBeNull();
      // The platform is the audience's, whatever the goal.
      expect(screen.getByText('投放平台')).toBeTruthy();
    }
    fireEvent.click(screen.getByText('应用推广'));
    await waitFor(() => expect(shown()).toEqual(DOWNLOAD));
  });

  it('v2: the ad step has them only while the campaign promotes an app', async () => {
    openStep(BYTEDANCE_V2_WIZARD, 4, (values) => {
      (values.campaign as { landing_type: string }).landing_type = 'LINK';
    });
    expect(await screen.findByText('投放平台')).toBeTruthy();
    expect(shown()).toEqual([]);
  });
});
