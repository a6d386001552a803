import type { MenuItem, TopMenuItem } from '@toufang/domain';
import type { MenuProps } from 'antd';
import { AppLink } from '../components/app-link';

type AntdMenuItems = NonNullable<MenuProps['items']>;

/** Leaves are links (antd stretches an `<a>` label over the whole item); groups are submenus. */
export function toMenuItems(items: readonly MenuItem[]): AntdMenuItems {
  return items.map((item) =>
    item.children !== undefined && item.children.length > 0
      ? { key: item.path, label: item.title, children: toMenuItems(item.children) }
      : { key: item.path, label: <AppLink to={item.path}>{item.title}</AppLink> },
  );
}

/** Top menu: merge items and groups open a dropdown of their visible children on hover. */
export function toTopMenuItems(items: readonly TopMenuItem[]): AntdMenuItems {
  return items.map((item) => {
    if (item.children !== undefined && item.children.length > 0) {
      return { key: item.key, label: item.title, children: toMenuItems(item.children) };
    }
    return {
      key: item.key,
      label: item.path === undefined ? item.title : <AppLink to={item.path}>{item.title}</AppLink>,
    };
  });
}
