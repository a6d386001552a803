import type { MaterialOverview } from '@toufang/contracts';
import { Card, Empty, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { horizontalBarsOption, newFilesOption } from '../material-chart-options';
import { EChart } from './echart';

type View = 'day' | 'designer';

/** Files made in the range, by day or by designer. */
export function NewFilesCard({ overview }: { overview: MaterialOverview }) {
  const [view, setView] = useState<View>('day');
  const { days, designers, total } = overview.new_files;
  const option = useMemo(
    () =>
      view === 'day'
        ? newFilesOption(days)
        : horizontalBarsOption(
            designers.slice(0, 10).map((d) => ({ label: d.designer.nick_name, value: d.count })),
            '新增素材',
            'count',
          ),
    [view, days, designers],
  );
  return (
    <Card
      size="small"
      title="新增素材"
      extra={
        <Segmented<View>
          size="small"
          value={view}
          onChange={setView}
          options={[
            { value: 'day', label: '按日' },
            { value: 'designer', label: '按设计师' },
          ]}
        />
      }
    >
      {total === 0 ? (
        <Empty description="所选日期内没有新增素材" style={{ padding: 48 }} />
      ) : (
        <EChart
          option={option}
          height={280}
          label={view === 'day' ? '每日新增素材图' : '设计师新增素材图'}
        />
      )}
    </Card>
  );
}
