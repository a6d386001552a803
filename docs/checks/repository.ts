import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, two levels above this folder. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Folders never searched: dependencies, build output, local data, and these checks themselves. */
const SKIPPED_DIRS = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-types',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
  '.vite',
]);
const SKIPPED_PATHS = new Set(['docs/checks']);
const SEARCHED = /\.(?:ts|tsx|js|mjs|cjs|md)$/;

export interface RepoFile {
  /** Relative to the root, with forward slashes. */
  path: string;
  text: string;
}

/** Every source and documentation file of the repository. */
export function repositoryFiles(root: string = REPO_ROOT): RepoFile[] {
  const files: RepoFile[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !SKIPPED_PATHS.has(relative)) visit(relative);
      } else if (entry.isFile() && SEARCHED.test(entry.name)) {
        files.push({ path: relative, text: readFileSync(path.join(root, relative), 'utf8') });
      }
    }
  };
  visit('');
  return files;
}

export function readRepoFile(relative: string): string {
  return readFileSync(path.join(REPO_ROOT, relative), 'utf8');
}
