import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_DOM_SENTINELS, stacklessSentinels } from './react-dom-sentinels';

const require = createRequire(import.meta.url);

describe('stacklessSentinels', () => {
  it('rewrites every module-level marker error of the installed react-dom', () => {
    const file = path.join(
      path.dirname(require.resolve('react-dom/package.json')),
      'cjs/react-dom-client.production.js',
    );
    const { code, count } = stacklessSentinels(readFileSync(file, 'utf8'));
    expect(count).toBe(REACT_DOM_SENTINELS);
    expect(code).not.toMatch(/SuspenseException = Error\(/);
  });

  it('builds markers that behave as the errors they replace, without a stack', () => {
    const source =
      'var formatProdErrorMessage = (n) => "Minified React error #" + n;\n' +
      'var SuspenseException = Error(formatProdErrorMessage(460));\nreturn SuspenseException;';
    const { code, count } = stacklessSentinels(source);
    expect(count).toBe(1);
    const marker = new Function(code)() as Error;
    expect(marker).toBeInstanceOf(Error);
    expect(marker.message).toBe('Minified React error #460');
    expect(marker.stack).toBeUndefined();
    expect(String(marker)).toBe('Error: Minified React error #460');
  });

  it('leaves other code alone', () => {
    const source = 'var error = Error(formatProdErrorMessage(418));';
    expect(stacklessSentinels(source)).toEqual({ code: source, count: 0 });
  });
});
