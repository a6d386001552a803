import { useQuery } from '@tanstack/react-query';
import {
  CREATION_READS,
  type DerivedStrategy,
  type DerivedStrategyState,
  type Paged,
} from '@toufang/contracts';
import { Alert, Card, Input, Select, Space, Typography } from 'antd';
import { apiGet } from '../../../api/client';
import { creationKey } from '../api';

// 衍生创意 of the v3 promotion (docs/architecture/creation.md "Derived creatives"): the medium's
// creative strategies (`strategy/list`, the same catalogue for every account, read for the first
// chosen one), several chosen, each with a value for every slot it fills (a text within the
// strategy's limit, an image by its address). The draft keeps the slots' names and limits beside
// the values, so the plan can name what is missing.

const TYPE_LABELS: Record<string, string> = {
  Horizontal2Vertical: '横转竖',
  Vertical2Horizontal: '竖转横',
  Horizontal2Horizontal: '横转横',
  Vertical2Vertical: '竖转竖',
};

interface StrategyItem {
  strategy_id: number;
  strategy_name: string;
  type: string;
  state_list: {
    state_key: string;
    state_name: string;
    state_type: 'Text' | 'Image';
    limit?: { text_max_length?: number };
  }[];
}

const label = (s: { strategy_name: string; type: string }) =>
  `${s.strategy_name}（${TYPE_LABELS[s.type] ?? s.type}）`;

/** A chosen strategy as the draft keeps it: its slots, empty until filled. */
const chosenOf = (s: StrategyItem): DerivedStrategy => ({
  strategy_id: s.strategy_id,
  strategy_name: s.strategy_name,
  states: s.state_list.map((state) => ({
    key: state.state_key,
    name: state.state_name,
    type: state.state_type,
    value: '',
    max_length: state.limit?.text_max_length ?? null,
  })),
});

export function DerivedStrategyPicker({
  advertiserId,
  value = [],
  onChange,
}: {
  advertiserId: string | undefined;
  value?: DerivedStrategy[];
  onChange?: (v: DerivedStrategy[]) => void;
}) {
  const query = useQuery({
    queryKey: creationKey('bytedance', 'strategies', advertiserId),
    queryFn: ({ signal }) =>
      apiGet<Paged<StrategyItem>>(
        CREATION_READS.strategyList.path,
        { advertiser_id: advertiserId ?? '', per_page: 100 },
        { signal, silent: true },
      ),
    enabled: advertiserId !== undefined,
    staleTime: 300_000,
  });
  if (!advertiserId) return <Alert type="info" showIcon message="请先选择账户" />;
  const catalogue = query.data?.list ?? [];
  const choose = (ids: number[]) =>
    onChange?.(
      ids.flatMap((id) => {
        const kept = value.find((s) => s.strategy_id === id);
        if (kept) return [kept];
        const item = catalogue.find((s) => s.strategy_id === id);
        return item ? [chosenOf(item)] : [];
      }),
    );
  const fill = (id: number, key: string, text: string) =>
    onChange?.(
      value.map((s) =>
        s.strategy_id === id
          ? { ...s, states: s.states.map((st) => (st.key === key ? { ...st, value: text } : st)) }
          : s,
      ),
    );
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 560 }}>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          message={`衍生策略读取失败：${query.error instanceof Error ? query.error.message : ''}`}
        />
      ) : null}
      <Select
        aria-label="衍生策略"
        mode="multiple"
        loading={query.isPending}
        placeholder="选择衍生策略"
        value={value.map((s) => s.strategy_id)}
        onChange={choose}
        options={[
          ...catalogue.map((s) => ({ value: s.strategy_id, label: label(s) })),
          // A strategy kept in the draft stays shown before the list is read.
          ...value
            .filter((s) => !catalogue.some((c) => c.strategy_id === s.strategy_id))
            .map((s) => ({
              value: s.strategy_id,
              label: s.strategy_name || String(s.strategy_id),
            })),
        ]}
      />
      {value.map((s) => (
        <Card key={s.strategy_id} size="small" title={s.strategy_name || String(s.strategy_id)}>
          {s.states.map((state) => (
            <StateInput
              key={state.key}
              state={state}
              strategy={s.strategy_name || String(s.strategy_id)}
              onChange={(text) => fill(s.strategy_id, state.key, text)}
            />
          ))}
        </Card>
      ))}
    </Space>
  );
}

function StateInput({
  state,
  strategy,
  onChange,
}: {
  state: DerivedStrategyState;
  strategy: string;
  onChange: (text: string) => void;
}) {
  const name = state.name || state.key;
  return (
    <div style={{ marginBottom: 8 }}>
      <Typography.Text>{state.type === 'Image' ? `${name}（图片地址）` : name}</Typography.Text>
      <Input
        aria-label={`${strategy} ${name}`}
        value={state.value}
        showCount={state.max_length !== null}
        count={state.max_length !== null ? { max: state.max_length } : undefined}
        maxLength={1024}
        placeholder={state.type === 'Image' ? 'https://…' : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
