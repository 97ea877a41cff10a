// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  importsOf,
  packageOf,
  unusedDependencies,
  workspacesOf,
  // @ts-expect-error -- plain JavaScript script of the repository, without type declarations
} from '../../scripts/check-deps.mjs';

const root = mkdtempSync(join(tmpdir(), 'deps-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

describe('the dependency check', () => {
  it('names the declared packages nothing uses, and only those', () => {
    write(
      'app/package.json',
      json({
        scripts: { test: 'runner run', build: 'tsc -p .' },
        dependencies: {
          imported: '1',
          'sub-path': '1',
          lazy: '1',
          '@scope/types-only': '1',
          host: '1',
          'host-plugin': '1',
          unused: '1',
          '@scope/unused': '1',
        },
        devDependencies: {
          '@types/imported': '1',
          '@types/node': '1',
          '@types/orphan': '1',
          'runner-pkg': '1',
          typescript: '1',
          sass: '1',
          jsdom: '1',
        },
      }),
    );
    write(
      'app/src/main.ts',
      [
        "import { a } from 'imported';",
        "import type { B } from '@scope/types-only';",
        "import 'sub-path/styles.css';",
        "import { readFileSync } from 'node:fs';",
        "import plugin from 'host-plugin';",
        "const later = () => import('lazy');",
        "import './local';",
        '',
      ].join('\n'),
    );
    write('app/src/theme.scss', "@use 'bootstrap/scss/functions';\n");
    write('app/vite.config.ts', "export default { test: { environment: 'jsdom' } };\n");
    write('node_modules/host-plugin/package.json', json({ peerDependencies: { host: '*' } }));
    write(
      'node_modules/runner-pkg/package.json',
      json({ name: 'runner-pkg', bin: { runner: 'x' } }),
    );
    write('node_modules/typescript/package.json', json({ name: 'typescript', bin: { tsc: 'x' } }));

    expect(unusedDependencies(root, 'app')).toEqual(['@scope/unused', '@types/orphan', 'unused']);
  });

  it('checks the root on its own files, not on its workspaces', () => {
    write(
      'mono/package.json',
      json({ workspaces: ['pkg'], devDependencies: { 'root-tool': '1', 'pkg-only': '1' } }),
    );
    write('mono/eslint.config.js', "import tool from 'root-tool';\n");
    write('mono/pkg/package.json', json({ dependencies: { 'pkg-only': '1' } }));
    write('mono/pkg/src/main.ts', "import 'pkg-only';\n");
    expect(workspacesOf(join(root, 'mono'))).toEqual(['pkg']);
    expect(unusedDependencies(join(root, 'mono'), '.')).toEqual(['pkg-only']);
    expect(unusedDependencies(join(root, 'mono'), 'pkg')).toEqual([]);
  });

  it('reads package names from module specifiers', () => {
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('@reduxjs/toolkit/query/react')).toBe('@reduxjs/toolkit');
    expect(packageOf('./local')).toBeNull();
    expect(packageOf('@/lib/format')).toBeNull();
    expect(packageOf('node:fs')).toBeNull();
  });

  it('finds every kind of import', () => {
    const text = [
      "import x, { y } from 'a';",
      "export * from 'b';",
      "export { z } from 'c';",
      "import type { T } from 'd';",
      "await import('e');",
      "require('f');",
      '/// <reference types="g" />',
      "@use 'h/scss/mixins';",
    ].join('\n');
    expect([...importsOf(text)].sort()).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
      'h/scss/mixins',
    ]);
  });
});
