import {
  REGION_DISTRICT_LABELS,
  REGION_LOCATION_TYPE_LABELS,
  RegionTargetingSchema,
  type RegionTargeting,
} from '@toufang/contracts';
import {
  REGION_PROVINCES,
  regionErrorsOf,
  regionLocationTypesOf,
  regionName,
  type RegionMedium,
} from '@toufang/domain';
import { Button, Empty, Flex, Input, Radio, Tag, Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { nextRegionIds, regionCheckState } from './region-selection';

// A medium's region targeting (地域): 不限 or 按省市 — a tree of the 34 provinces and their
// cities with search, a whole province chosen by ticking it, the 已选 list, and which users of
// the regions. The value is the draft's `{district, city, location_type}`.

const provinceKey = (id: number) => `p:${id}`;
const cityKey = (id: number) => `c:${id}`;

function treeOf(keyword: string): TreeDataNode[] {
  const k = keyword.trim();
  return REGION_PROVINCES.flatMap((p) => {
    const whole = k === '' || p.name.includes(k);
    const cities = whole ? p.cities : p.cities.filter((c) => c.name.includes(k));
    if (!whole && cities.length === 0) return [];
    return [
      {
        key: provinceKey(p.id),
        title: p.name,
        children: cities.map((c) => ({ key: cityKey(c.id), title: c.name, isLeaf: true })),
        isLeaf: p.cities.length === 0,
      },
    ];
  });
}

const PROVINCE_IDS = new Set(REGION_PROVINCES.map((p) => p.id));
const tagText = (id: number) =>
  PROVINCE_IDS.has(id) ? `${regionName(id)}（全省）` : (regionName(id) ?? `未知地域 ${id}`);

export function RegionPicker({
  medium = 'bytedance',
  value,
  onChange,
}: {
  /** Whose users' kinds are offered and whose rules apply (domain `REGION_MEDIA`). */
  medium?: RegionMedium;
  value?: Partial<RegionTargeting>;
  onChange?: (value: RegionTargeting) => void;
}) {
  const current = RegionTargetingSchema.parse(value ?? {});
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<React.Key[]>([]);
  const tree = useMemo(() => treeOf(keyword), [keyword]);
  const change = (next: Partial<RegionTargeting>) => onChange?.({ ...current, ...next });
  const checked = regionCheckState(current.city);
  const errors = current.district === 'CITY' ? regionErrorsOf(medium, current) : [];

  return (
    <Flex vertical gap={8}>
      <Radio.Group
        aria-label="地域类型"
        optionType="button"
        value={current.district}
        options={Object.entries(REGION_DISTRICT_LABELS).map(([v, label]) => ({ value: v, label }))}
        onChange={(e) => change({ district: e.target.value as RegionTargeting['district'] })}
      />
      {current.district === 'CITY' ? (
        <>
          <Flex gap={12} wrap>
            <Flex vertical gap={8} style={{ width: 280 }}>
              <Input
                aria-label="搜索地域"
                placeholder="搜索省份或城市"
                allowClear
                value={keyword}
                onChange={(e) => setKeyword(e.target.value)}
              />
              <div
                style={{ height: 300, overflow: 'auto', border: '1px solid #f0f0f0', padding: 4 }}
              >
                {tree.length === 0 ? (
                  <Empty description="没有匹配的地域" />
                ) : (
                  <Tree
                    // A new search draws a new tree, expanded to its matches.
                    key={keyword.trim()}
                    aria-label="省市"
                    checkable
                    checkStrictly
                    selectable={false}
                    treeData={tree}
                    expandedKeys={keyword.trim() ? tree.map((n) => n.key) : expanded}
                    onExpand={(keys) => setExpanded(keys)}
                    checkedKeys={{
                      checked: checked.checked.map((id) =>
                        id < 100 ? provinceKey(id) : cityKey(id),
                      ),
                      halfChecked: checked.half.map(provinceKey),
                    }}
                    onCheck={(_, info) => {
                      const [kind, id] = String(info.node.key).split(':');
                      change({
                        city: nextRegionIds(
                          current.city,
                          kind === 'p' ? 'province' : 'city',
                          Number(id),
                        ),
                      });
                    }}
                  />
                )}
              </div>
            </Flex>
            <Flex vertical gap={8} style={{ width: 280 }}>
              <Flex justify="space-between" align="center">
                <span aria-label="已选地域数">已选 {current.city.length} 个</span>
                <Button
                  aria-label="清空地域"
                  size="small"
                  type="link"
                  disabled={current.city.length === 0}
                  onClick={() => change({ city: [] })}
                >
                  清空
                </Button>
              </Flex>
              <Flex
                wrap
                gap={4}
                aria-label="已选地域"
                style={{ minHeight: 32, border: '1px solid #f0f0f0', padding: 4 }}
              >
                {current.city.map((id) => (
                  <Tag
                    key={id}
                    closable
                    onClose={() => change({ city: current.city.filter((c) => c !== id) })}
                  >
                    {tagText(id)}
                  </Tag>
                ))}
              </Flex>
            </Flex>
          </Flex>
          <Radio.Group
            aria-label="地域用户"
            value={current.location_type}
            options={regionLocationTypesOf(medium).map((v) => ({
              value: v,
              label: REGION_LOCATION_TYPE_LABELS[v],
            }))}
            onChange={(e) =>
              change({ location_type: e.target.value as RegionTargeting['location_type'] })
            }
          />
          {errors.map((e) => (
            <Typography.Text key={e} type="danger">
              {e}
            </Typography.Text>
          ))}
        </>
      ) : null}
    </Flex>
  );
}
