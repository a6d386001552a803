import type { AbilityRow } from '@toufang/contracts';
import { Checkbox, Typography, theme } from 'antd';
import type { AbilitySection } from '../ability-selection';
import { checkState } from '../ability-selection';

export interface AbilitySectionBlockProps {
  section: AbilitySection;
  selected: ReadonlySet<number>;
  disabled: boolean;
  /** Replace the choices among this block's (visible) abilities. */
  onChange: (sectionIds: number[], chosen: number[]) => void;
}

const MONO = "SFMono-Regular, Consolas, 'Liberation Mono', Menlo, monospace";

/** One ability group in the role drawer: a select-all header and its abilities as checkboxes. */
export function AbilitySectionBlock({
  section,
  selected,
  disabled,
  onChange,
}: AbilitySectionBlockProps) {
  const { token } = theme.useToken();
  const ids = section.abilities.map((ability) => ability.id);
  const state = checkState(ids, selected);
  const chosen = ids.filter((id) => selected.has(id));

  return (
    <section
      aria-label={section.name}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        marginBottom: 12,
        overflow: 'hidden',
      }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '8px 12px',
          background: token.colorFillQuaternary,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Checkbox
          checked={state.checked}
          indeterminate={state.indeterminate}
          disabled={disabled}
          onChange={(event) => onChange(ids, event.target.checked ? ids : [])}
        >
          <Typography.Text strong>{section.name}</Typography.Text>
        </Checkbox>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {chosen.length} / {ids.length}
        </Typography.Text>
      </header>
      <Checkbox.Group
        value={chosen}
        disabled={disabled}
        onChange={(values) => onChange(ids, values)}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: '6px 16px',
          padding: '10px 12px',
          width: '100%',
        }}
      >
        {section.abilities.map((ability) => (
          <AbilityOption key={ability.id} ability={ability} />
        ))}
      </Checkbox.Group>
    </section>
  );
}

function AbilityOption({ ability }: { ability: AbilityRow }) {
  return (
    <Checkbox value={ability.id} style={{ minWidth: 0 }}>
      <span
        style={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.4, minWidth: 0 }}
      >
        <Typography.Text ellipsis={{ tooltip: ability.name }}>{ability.name}</Typography.Text>
        <Typography.Text
          type="secondary"
          ellipsis={{ tooltip: ability.key }}
          style={{ fontFamily: MONO, fontSize: 11 }}
        >
          {ability.key}
        </Typography.Text>
      </span>
    </Checkbox>
  );
}
