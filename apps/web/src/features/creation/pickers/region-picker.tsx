import {
  REGION_DISTRICT_LABELS,
  REGION_LOCATION_TYPE_LABELS,
  RegionTargetingSchema,
  type RegionTargeting,
} from '@toufang/contracts';
import {
  REGION_PROVINCES,
  countiesOf,
  regionErrorsOf,
  regionLabel,
  regionLocationTypesOf,
  regionName,
  type RegionMedium,
} from '@toufang/domain';
import { Alert, Button, Empty, Flex, Input, Radio, Tag, Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { useRegionCounties } from './region-counties';
import { nextRegionIds, regionCheckState } from './region-selection';

// A medium's region targeting (地域): 不限 or 按省市区县 — a tree of the 34 provinces, their
// cities and counties (the county level loads on first use) with search, a whole region chosen by
// ticking it, the 已选 list, and which users of the regions. The value is the draft's
// `{district, city, location_type}`.

interface Named {
  id: number;
  name: string;
}

/** A node and what of it a search keeps: all of it when its name matches, else its matching parts. */
function nodeOf(
  region: Named,
  parts: readonly Named[],
  k: string,
  parentMatched: boolean,
  counties: boolean,
): TreeDataNode[] {
  const whole = parentMatched || k === '' || region.name.includes(k);
  const children = parts.flatMap((c) =>
    nodeOf(c, counties ? countiesOf(c.id) : [], k, whole, counties),
  );
  if (!whole && children.length === 0) return [];
  const node: TreeDataNode = {
    key: String(region.id),
    title: region.name,
    isLeaf: parts.length === 0,
    ...(parts.length > 0 ? { children } : {}),
  };
  return [node];
}

/** The tree for a search; the county level once it is in. */
function treeOf(keyword: string, counties: boolean): TreeDataNode[] {
  const k = keyword.trim();
  return REGION_PROVINCES.flatMap((p) =>
    nodeOf(p, [...p.cities, ...(counties ? countiesOf(p.id) : [])], k, false, counties),
  );
}

/** Keys of the nodes a search opens: those shown for a match under them (a match stays closed). */
const openKeys = (nodes: readonly TreeDataNode[], k: string): React.Key[] =>
  nodes.flatMap((n) =>
    n.children?.length && !(typeof n.title === 'string' && n.title.includes(k))
      ? [n.key, ...openKeys(n.children, k)]
      : [],
  );

const PROVINCE_IDS = new Set(REGION_PROVINCES.map((p) => p.id));
const tagText = (id: number, countiesReady: boolean) =>
  PROVINCE_IDS.has(id)
    ? `${regionName(id)}（全省）`
    : (regionLabel(id) ?? (countiesReady ? `未知地域 ${id}` : `地域 ${id}`));

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
  // A search's own open nodes, starting from its matches; the browse state is kept for after.
  const [searchExpanded, setSearchExpanded] = useState<{ keyword: string; keys: React.Key[] }>();
  const counties = useRegionCounties();
  const countiesReady = counties.state === 'ready';
  const tree = useMemo(() => treeOf(keyword, countiesReady), [keyword, countiesReady]);
  const change = (next: Partial<RegionTargeting>) => onChange?.({ ...current, ...next });
  const checked = regionCheckState(current.city);
  // A county's code is known once the county level is in: no verdict before.
  const errors =
    current.district === 'CITY' && counties.state === 'ready'
      ? regionErrorsOf(medium, current)
      : [];

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
                placeholder="搜索省份、城市或区县"
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
                    aria-label="省市区县"
                    checkable
                    checkStrictly
                    selectable={false}
                    treeData={tree}
                    expandedKeys={
                      keyword.trim() === ''
                        ? expanded
                        : searchExpanded?.keyword === keyword.trim()
                          ? searchExpanded.keys
                          : openKeys(tree, keyword.trim())
                    }
                    onExpand={(keys) =>
                      keyword.trim() === ''
                        ? setExpanded(keys)
                        : setSearchExpanded({ keyword: keyword.trim(), keys })
                    }
                    checkedKeys={{
                      checked: checked.checked.map(String),
                      halfChecked: checked.half.map(String),
                    }}
                    onCheck={(_, info) =>
                      change({ city: nextRegionIds(current.city, Number(info.node.key)) })
                    }
                  />
                )}
              </div>
              {counties.state === 'loading' ? (
                <Typography.Text type="secondary">区县加载中…</Typography.Text>
              ) : null}
              {counties.state === 'failed' ? (
                <Alert
                  type="error"
                  showIcon
                  message="区县加载失败"
                  action={
                    <Button size="small" onClick={counties.retry}>
                      重试
                    </Button>
                  }
                />
              ) : null}
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
                    {tagText(id, countiesReady)}
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
