import { useQuery } from '@tanstack/react-query';
import type { BaseItem } from '@toufang/contracts';
import { Alert, Descriptions, Form, Select } from 'antd';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../../components/use-debounced-value';
import { listBases } from '../../../conversion-bases';
import type { WizardDefinition } from '../wizard-definition';
import type { WizardValues } from '../wizard-values';

interface ConvertValue {
  base_id: number | null;
  gad_cfg_game_id: number | null;
  game_name: string;
  app_type: string;
}

/**
 * Step 2: the conversion base (app or game) the objects promote; choosing one fills the game and
 * the app's links of the draft the way the medium takes them.
 */
export function ConvertStep({
  definition,
  form,
  onApply,
}: {
  definition: WizardDefinition;
  form: FormInstance<WizardValues>;
  onApply: (values: WizardValues) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const searched = useDebouncedValue(keyword).trim();
  const bases = useQuery({
    queryKey: ['creation', definition.medium, 'bases', searched],
    queryFn: ({ signal }) =>
      listBases(
        definition.mediumKey,
        // Ads promote an app: the wizards take the app bases, whose conversions are pushed.
        { page: 1, per_page: 100, kind: 'app', keyword: searched || undefined },
        signal,
      ),
  });
  const convert = Form.useWatch('convert', { form, preserve: true }) as ConvertValue | undefined;
  const list = bases.data?.list ?? [];
  const chosen = list.find((base) => base.id === convert?.base_id);

  const choose = (id: number | undefined) => {
    const values = form.getFieldsValue(true) as WizardValues;
    const base = list.find((entry) => entry.id === id);
    const next: WizardValues = base
      ? {
          ...definition.applyBase(values, base),
          convert: {
            base_id: base.id,
            gad_cfg_game_id: base.gad_cfg_game_id,
            game_name: base.game_name ?? '',
            app_type: base.platform,
          },
        }
      : {
          ...values,
          convert: { base_id: null, gad_cfg_game_id: null, game_name: '', app_type: '' },
        };
    onApply(next);
  };

  return (
    <>
      <Form.Item label="转化基础" extra="选择推广的应用或游戏，下载链接与应用信息随之填入">
        <Select<number>
          showSearch
          allowClear
          aria-label="转化基础"
          placeholder="搜索转化基础名称"
          style={{ width: 420 }}
          filterOption={false}
          onSearch={setKeyword}
          loading={bases.isFetching}
          value={convert?.base_id ?? undefined}
          onChange={choose}
          notFoundContent={bases.isError ? '转化基础加载失败' : '没有转化基础'}
          options={list.map((base: BaseItem) => ({
            value: base.id,
            label: `${base.name}${base.game_name ? `（${base.game_name}）` : ''}`,
          }))}
        />
      </Form.Item>
      {chosen ? (
        <Descriptions size="small" bordered column={1} style={{ maxWidth: 720 }}>
          <Descriptions.Item label="游戏">{chosen.game_name ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="平台">
            {chosen.platform === 'APP_IOS' ? 'iOS' : 'Android'}
          </Descriptions.Item>
          <Descriptions.Item label="应用">{chosen.app_name ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="下载链接">{chosen.download_url || '-'}</Descriptions.Item>
        </Descriptions>
      ) : convert?.base_id ? (
        <Alert type="info" showIcon title={`转化基础 ${convert.game_name || convert.base_id}`} />
      ) : (
        <Alert type="info" showIcon title="未选择转化基础时，请在下一步手动填写应用信息" />
      )}
    </>
  );
}
