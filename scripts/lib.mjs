// Bootstrap helpers shared by `npm start` and `npm test`.
// Plain Node ESM with builtins only: these run before `npm install` on a fresh clone.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const fromRoot = (...parts) => path.join(repoRoot, ...parts);

export function log(message) {
  process.stdout.write(`[toufang] ${message}\n`);
}

/** mtime in ms, or -1 when the path does not exist. */
function mtimeOf(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

function touch(file) {
  const now = new Date();
  utimesSync(file, now, now);
}

/** Newest mtime of any file below the given paths (files or dirs); -1 when none exist. */
export function newestMtime(paths) {
  let newest = -1;
  const visit = (target) => {
    let stat;
    try {
      stat = statSync(target);
    } catch {
      return;
    }
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(target, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === '.git') continue;
      visit(path.join(target, entry.name));
    }
  };
  for (const p of paths) visit(p);
  return newest;
}

/** Runs a command with inherited stdio; resolves with its exit code (signals map to 1). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      log(`cannot run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A failed bootstrap step; `exitCode` is what the calling script should exit with. */
export class StepError extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

async function runOrThrow(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0)
    throw new StepError(`\`${[command, ...args].join(' ')}\` failed with exit code ${code}`, code);
}

/** Workspace folders from the root package.json (`dir/*` globs and plain paths). */
export function workspaceDirs() {
  const rootPkg = JSON.parse(readFileSync(fromRoot('package.json'), 'utf8'));
  const dirs = [];
  for (const pattern of rootPkg.workspaces ?? []) {
    if (pattern.endsWith('/*')) {
      const parent = fromRoot(pattern.slice(0, -2));
      if (!existsSync(parent)) continue;
      for (const entry of readdirSync(parent, { withFileTypes: true })) {
        const dir = path.join(parent, entry.name);
        if (entry.isDirectory() && existsSync(path.join(dir, 'package.json'))) dirs.push(dir);
      }
    } else if (existsSync(fromRoot(pattern, 'package.json'))) {
      dirs.push(fromRoot(pattern));
    }
  }
  return dirs;
}

const DEP_FIELDS = [
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
  'workspaces',
];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Key-order-independent JSON of a dependency field; empty and missing compare equal. */
function canonical(value) {
  if (value === undefined || value === null) return '{}';
  if (Array.isArray(value)) return JSON.stringify(value);
  return JSON.stringify(
    Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))),
  );
}

/** Whether every manifest declares the same dependencies as its entry in package-lock.json. */
function manifestsMatchLock(lock, manifests) {
  return manifests.every((manifest) => {
    const key = path.relative(repoRoot, path.dirname(manifest)).split(path.sep).join('/');
    const locked = lock.packages?.[key];
    if (!locked) return false;
    const pkg = readJson(manifest);
    return DEP_FIELDS.every((field) => canonical(pkg[field]) === canonical(locked[field]));
  });
}

/**
 * Whether node_modules holds exactly what package-lock.json pins, judged by npm's own record of
 * the installed tree (node_modules/.package-lock.json). Optional packages for other platforms
 * are legitimately absent.
 */
function installedMatchesLock(lock, installed) {
  return Object.entries(lock.packages ?? {}).every(([key, entry]) => {
    if (key === '') return true;
    const present = installed.packages?.[key];
    if (!present) return Boolean(entry.optional || entry.devOptional);
    return (
      present.version === entry.version &&
      Boolean(present.link) === Boolean(entry.link) &&
      (present.integrity === undefined ||
        entry.integrity === undefined ||
        present.integrity === entry.integrity)
    );
  });
}

/**
 * Installs dependencies when node_modules is missing or older than the lock file / manifests.
 * A newer manifest alone (say, a new script) does not trigger a reinstall: the installed tree is
 * compared with the lock first, so a shared work tree's node_modules is not wiped needlessly.
 */
export async function ensureDeps() {
  // npm writes this file at the end of every install: its mtime marks the last install.
  const marker = fromRoot('node_modules', '.package-lock.json');
  const lockFile = fromRoot('package-lock.json');
  const manifests = [
    fromRoot('package.json'),
    ...workspaceDirs().map((d) => path.join(d, 'package.json')),
  ];
  const markerTime = mtimeOf(marker);
  const newestInput = Math.max(mtimeOf(lockFile), ...manifests.map(mtimeOf));
  if (markerTime >= 0 && markerTime >= newestInput) return;

  const lock = existsSync(lockFile) ? readJson(lockFile) : undefined;
  const lockInSync = lock !== undefined && manifestsMatchLock(lock, manifests);
  if (markerTime >= 0 && lockInSync && installedMatchesLock(lock, readJson(marker))) {
    touch(marker);
    return;
  }

  // `npm ci` refuses a lock file that disagrees with the manifests; `npm install` reconciles them.
  const args = lockInSync ? ['ci'] : ['install'];
  log(`${markerTime < 0 ? 'installing' : 'updating'} dependencies: npm ${args[0]}`);
  await runOrThrow('npm', args);
  // `npm install` may leave the marker untouched when nothing changed; refresh it so the check
  // above does not run again on every start.
  if (existsSync(marker)) touch(marker);
}

const packageSources = () => {
  const packagesDir = fromRoot('packages');
  if (!existsSync(packagesDir)) return [];
  return readdirSync(packagesDir).map((name) => path.join(packagesDir, name, 'src'));
};

function buildTargets() {
  return [
    {
      name: '@toufang/web',
      output: fromRoot('apps', 'web', 'dist', 'index.html'),
      inputs: [
        fromRoot('apps', 'web', 'src'),
        fromRoot('apps', 'web', 'index.html'),
        fromRoot('apps', 'web', 'public'),
        fromRoot('apps', 'web', 'vite.config.ts'),
        ...packageSources(),
      ],
    },
    {
      name: '@toufang/server',
      output: fromRoot('apps', 'server', 'dist', 'main.js'),
      inputs: [
        fromRoot('apps', 'server', 'src'),
        fromRoot('apps', 'server', 'drizzle'),
        fromRoot('apps', 'server', 'build.mjs'),
        ...packageSources(),
      ],
    },
  ];
}

/** Rebuilds the web app and the server when their output is missing or older than a source. */
export async function ensureBuilt() {
  for (const target of buildTargets()) {
    const outputTime = mtimeOf(target.output);
    if (outputTime >= 0 && outputTime >= newestMtime(target.inputs)) continue;
    log(`building ${target.name}`);
    await runOrThrow('npm', ['run', 'build', '-w', target.name]);
    if (!existsSync(target.output)) {
      throw new StepError(
        `building ${target.name} did not produce ${path.relative(repoRoot, target.output)}`,
      );
    }
  }
}

const CHROMIUM = '/usr/bin/chromium';
const CJK_FONT_FILE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

function hasCjkFont() {
  if (existsSync(CJK_FONT_FILE)) return true;
  const result = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() !== '';
}

/**
 * Playwright drives Debian's Chromium (its bundled browsers are never downloaded here), and
 * Chinese text renders as boxes without a CJK font.
 */
export async function ensureBrowser() {
  if (existsSync(CHROMIUM) && hasCjkFont()) return;
  await aptInstall(
    ['chromium', 'fonts-noto-cjk'],
    `browser tests need ${CHROMIUM} and a Chinese font`,
  );
  if (!existsSync(CHROMIUM) || !hasCjkFont()) {
    throw new StepError(`apt-get finished but ${CHROMIUM} or the CJK font is still missing`);
  }
}

const FFMPEG = '/usr/bin/ffmpeg';

/**
 * The server takes a poster frame of each uploaded video with ffmpeg (FFMPEG_PATH, `ffmpeg` on
 * the PATH by default): Debian's package, installed like the browser.
 */
export async function ensureFfmpeg() {
  if (process.env.FFMPEG_PATH || existsSync(FFMPEG)) return;
  await aptInstall(['ffmpeg'], 'video posters need ffmpeg');
  if (!existsSync(FFMPEG)) throw new StepError(`apt-get finished but ${FFMPEG} is still missing`);
}

/** Installs Debian packages as root, or says how to when not root. */
async function aptInstall(packages, reason) {
  if (process.getuid?.() !== 0) {
    throw new StepError(
      `${reason}. Install the Debian packages ${packages.join(' and ')}:\n` +
        `  sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`,
    );
  }
  log(`installing ${packages.join(', ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await runOrThrow('apt-get', ['update'], { env });
  await runOrThrow('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env });
}

export function formatDuration(ms) {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
