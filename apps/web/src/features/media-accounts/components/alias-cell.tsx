import { ALIAS_MAX_LENGTH } from '@toufang/contracts';
import { Spin, Typography } from 'antd';

export interface AliasCellProps {
  alias: string | null;
  saving: boolean;
  onSave: (alias: string) => void;
}

/** The 别名 cell: the alias, edited in place (Enter saves, Esc cancels; empty clears it). */
export function AliasCell({ alias, saving, onSave }: AliasCellProps) {
  const current = alias ?? '';
  if (saving) return <Spin size="small" />;
  return (
    <Typography.Text
      editable={{
        text: current,
        maxLength: ALIAS_MAX_LENGTH,
        tooltip: '编辑别名',
        triggerType: ['icon'],
        onChange: (next) => {
          if (next.trim() !== current) onSave(next.trim());
        },
      }}
      type={current ? undefined : 'secondary'}
    >
      {current || '-'}
    </Typography.Text>
  );
}
