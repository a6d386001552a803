import { ROUTE_TABLE, TOP_MENU_MERGES } from '@toufang/contracts';
import { buildMenu } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { locateInMenu } from './menu-location';

const built = new Set([
  '/home/main',
  '/transConfig/launchV3',
  '/transConfig/media',
  '/info',
  '/privilige',
]);
const abilities = [
  'dashboard:index',
  'bytedance:v3:project:reports',
  'amt:adid_category_list',
  'user:roles',
];
const menu = buildMenu(ROUTE_TABLE, abilities, (path) => built.has(path));
const locate = (path: string) => locateInMenu(ROUTE_TABLE, menu, TOP_MENU_MERGES, path);

describe('locateInMenu (spec 000 §2 shell)', () => {
  it('highlights the merge item, the group and the page of a media screen', () => {
    const where = locate('/transConfig/launchV3');
    expect(where.selectedKeys).toEqual(['media-delivery', '/transConfig', '/transConfig/launchV3']);
    expect(where.openKeys).toEqual(['/transConfig']);
    expect(where.hideSidebar).toBe(false);
    expect(where.sideItems.map((item) => item.path)).toEqual([
      '/transConfig/launchV3',
      '/transConfig/media',
    ]);
  });

  it('lists only the pages the user may see in the sidebar of an administration page', () => {
    const where = locate('/info');
    expect(where.sideItems.map((item) => item.path)).toEqual(['/info']);
    expect(where.selectedKeys).toEqual(['/system', '/info']);
  });

  it('hides the sidebar on home pages, on the login page and off the route table', () => {
    expect(locate('/home/main').hideSidebar).toBe(true);
    expect(locate('/login').hideSidebar).toBe(true);
    expect(locate('/nowhere')).toMatchObject({ hideSidebar: true, selectedKeys: [] });
  });

  it('keeps the group open on a hidden page with parameters', () => {
    const where = locate('/transConfig/editTt/project/42');
    expect(where.openKeys).toEqual(['/transConfig']);
    expect(where.hideSidebar).toBe(false);
  });
});
