#!/usr/bin/env node
/**
 * Fails when a workspace declares a dependency that nothing in it uses (`npm run deps:check`).
 *
 * Every workspace of the root package.json is checked, and the root itself (its own files, the
 * workspaces' folders left out): a tool the root declares is used by the root's configs and
 * scripts, not by a workspace.
 *
 * A package counts as used by a workspace when one of its files
 * (.ts, .tsx, .js, .mjs, .cjs, .scss) imports it (import, export ... from, import(), require(),
 * `/// <reference types>`, Sass @use/@import/@forward), including a subpath ("pkg/sub");
 * when it is `@types/x` and `x` is used (for `@types/node`: any `node:` import);
 * when a package.json script calls one of its commands (its "bin");
 * when a config file (`*.config.*`) names it in a string (e.g. `environment: 'jsdom'`);
 * or when a used package asks for it as a peer dependency (postcss for postcss-rtlcss).
 * Sass is used when the workspace has .scss files (Vite compiles them with it).
 *
 *   node scripts/check-deps.mjs [workspace ...]     default: every workspace and the root (.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(?:[cm]?[jt]sx?|scss)$/;
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
]);

/** Source files under `dir`, leaving out the folders in `skip` (absolute paths). */
function* sourceFiles(dir, skip = new Set()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (skip.has(path)) continue;
    if (entry.isDirectory()) yield* sourceFiles(path, skip);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

/** The package a module specifier names ("react-dom/client" -> "react-dom"), or null. */
export function packageOf(specifier) {
  if (/^(?:\.|\/|node:|[a-z]+:\/\/|@\/|~)/.test(specifier)) return null;
  const parts = specifier.split('/');
  if (specifier.startsWith('@')) return parts.length >= 2 ? `${parts[0]}/${parts[1]}` : null;
  return parts[0] || null;
}

const IMPORT_PATTERNS = [
  /\b(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\/\/\/\s*<reference\s+types=['"]([^'"]+)['"]/g,
  /@(?:use|import|forward)\s+['"](?:~)?([^'"]+)['"]/g,
];

/** Module specifiers a source text imports (static, dynamic, require, type reference, Sass). */
export function importsOf(text) {
  const found = new Set();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of text.matchAll(pattern)) found.add(match[1]);
  }
  return found;
}

function manifestOf(root, pkg) {
  const path = join(root, 'node_modules', pkg, 'package.json');
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

function binsOf(root, pkg) {
  const manifest = manifestOf(root, pkg);
  if (!manifest?.bin) return [];
  const { bin, name } = manifest;
  if (typeof bin === 'string') return [name.split('/').pop()];
  return Object.keys(bin);
}

/** The workspace folders the package.json in `root` lists. */
export function workspacesOf(root) {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return Array.isArray(manifest.workspaces) ? manifest.workspaces : [];
}

/**
 * The declared dependencies of `workspace` (a folder under `root`, or '.' for the root itself)
 * that nothing in it uses. `root` holds node_modules (to read the packages' commands). For the
 * root, the workspaces' folders are not its files.
 */
export function unusedDependencies(root, workspace) {
  const dir = join(root, workspace);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const skip = new Set(workspace === '.' ? workspacesOf(root).map((w) => join(root, w)) : []);
  const declared = [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
  ];
  const used = new Set();
  let nodeBuiltins = false;
  let scss = false;
  const configStrings = new Set();
  for (const file of sourceFiles(dir, skip)) {
    const text = readFileSync(file, 'utf8');
    if (file.endsWith('.scss')) scss = true;
    for (const specifier of importsOf(text)) {
      if (specifier.startsWith('node:')) nodeBuiltins = true;
      const pkg = packageOf(specifier);
      if (pkg) used.add(pkg);
    }
    if (/\.config\.[cm]?[jt]s$/.test(file)) {
      for (const match of text.matchAll(/['"]([@\w./-]+)['"]/g)) configStrings.add(match[1]);
    }
  }
  // Peers of what is used are used too (a plugin needs its host), transitively.
  const queue = [...used, ...configStrings].filter((pkg) => declared.includes(pkg));
  while (queue.length > 0) {
    const peers = Object.keys(manifestOf(root, queue.pop())?.peerDependencies ?? {});
    for (const peer of peers) {
      if (declared.includes(peer) && !used.has(peer)) {
        used.add(peer);
        queue.push(peer);
      }
    }
  }
  const scripts = Object.values(manifest.scripts ?? {}).join(' && ');
  const calls = new Set(scripts.split(/[\s;&|()]+/).filter(Boolean));

  return declared
    .filter((pkg) => {
      if (used.has(pkg) || configStrings.has(pkg)) return false;
      if (pkg === 'sass' && scss) return false;
      if (pkg.startsWith('@types/')) {
        const typed = pkg.slice('@types/'.length);
        const name = typed.includes('__') ? `@${typed.replace('__', '/')}` : typed;
        if (name === 'node' ? nodeBuiltins : used.has(name)) return false;
      }
      return !binsOf(root, pkg).some((bin) => calls.has(bin));
    })
    .sort();
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const workspaces = process.argv.slice(2);
  let failed = false;
  const all = workspaces.length > 0 ? workspaces : [...workspacesOf(root), '.'];
  for (const workspace of all) {
    const unused = unusedDependencies(root, workspace);
    if (unused.length === 0) {
      console.log(`deps: ${workspace}: every declared dependency is used`);
      continue;
    }
    failed = true;
    console.error(
      `deps: ${workspace}/package.json declares what nothing in ${relative(root, join(root, workspace)) || '.'}/ imports:`,
    );
    for (const pkg of unused) console.error(`  ${pkg}`);
  }
  if (failed) {
    console.error('deps: remove them (npm uninstall <pkg> -w <workspace>) or use them.');
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
