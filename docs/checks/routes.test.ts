import { flattenRoutes, ROUTE_TABLE } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { readRepoFile } from './repository';

// docs/requirements/routes.md lists every page of the route table and whether the web app has
// it. The built pages are the keys of PAGES in apps/web/src/app/pages.ts, read as text: importing
// the web app here would load React and antd.

const ROUTES_DOC = 'docs/requirements/routes.md';
const PAGES_FILE = 'apps/web/src/app/pages.ts';

function builtPages(): Set<string> {
  const source = readRepoFile(PAGES_FILE);
  const start = source.indexOf('export const PAGES');
  const end = source.indexOf('\n};', start);
  if (start < 0 || end < 0) throw new Error(`${PAGES_FILE}: no PAGES object found`);
  const keys = [...source.slice(start, end).matchAll(/^\s*'(\/[^']*)':/gm)].map((m) => m[1] ?? '');
  return new Set(keys);
}

interface DocRow {
  path: string;
  status: string;
}

function documentedRows(markdown: string): DocRow[] {
  return [...markdown.matchAll(/^\| `(\/[^`]*)` +\|.*\| +([a-z][a-z ]*?) +\|$/gm)].map((m) => ({
    path: m[1] ?? '',
    status: m[2] ?? '',
  }));
}

describe(ROUTES_DOC, () => {
  const doc = readRepoFile(ROUTES_DOC);
  const rows = documentedRows(doc);
  const leaves = flattenRoutes(ROUTE_TABLE).filter((node) => node.children === undefined);
  const built = builtPages();

  it('lists every page of the route table once, and nothing else', () => {
    expect(rows.map((row) => row.path).sort()).toEqual(leaves.map((node) => node.path).sort());
  });

  it('says which pages the web app has', () => {
    const wrong = rows.filter(
      (row) => row.status !== (built.has(row.path) ? 'built' : 'not built'),
    );
    expect(wrong).toEqual([]);
    expect(built.size).toBeGreaterThan(0);
  });

  it('counts them right', () => {
    const builtCount = leaves.filter((node) => built.has(node.path)).length;
    const summary = `**Built: ${builtCount} of the ${leaves.length} routes. Not built: ${
      leaves.length - builtCount
    }.**`;
    expect(doc).toContain(summary);
  });
});
