import { themes } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, readableOn, readableTheme } from './readable-theme';

describe('colour parsing', () => {
  it('reads hex, rgb(a) and hsl forms', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#36acaa')).toEqual([54, 172, 170]);
    expect(parseColor('rgb(98, 114, 164)')).toEqual([98, 114, 164]);
    expect(parseColor('hsl(0, 0%, 0%)')).toEqual([0, 0, 0]);
    expect(parseColor('hsl(0, 100%, 50%)')).toEqual([255, 0, 0]);
    expect(parseColor('not a colour')).toBeNull();
  });

  it('composites a translucent colour over the background', () => {
    expect(parseColor('rgba(0, 0, 0, 0.5)', [255, 255, 255])).toEqual([128, 128, 128]);
  });
});

describe('readable themes', () => {
  it('also reaches 4.5:1 on a marked line, the tint laid over the background', () => {
    const tint = 'rgba(127, 127, 255, 0.16)';
    const marked = parseColor(tint, [255, 255, 255]) ?? [0, 0, 0];
    // GitHub's function red reads 4.0:1 on the marked line until it is made readable there too.
    const red = themes.github.styles.find((s) => s.types.includes('function'))?.style.color ?? '';
    expect(contrastRatio(parseColor(red) ?? [0, 0, 0], marked)).toBeLessThan(4.5);
    const fixed = readableTheme(themes.github, { tints: [tint] });
    for (const { style } of fixed.styles) {
      const color = style.color ? parseColor(style.color) : null;
      if (!color) continue;
      expect(contrastRatio(color, marked), style.color).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(color, [255, 255, 255]), style.color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('computes the WCAG ratio', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 0);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBeCloseTo(1, 5);
  });

  it('darkens a pale colour on white and lightens a dim one on black until it passes', () => {
    const onWhite = readableOn([54, 172, 170], [255, 255, 255]);
    expect(contrastRatio(onWhite, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
    const onBlack = readableOn([60, 60, 60], [0, 0, 0]);
    expect(contrastRatio(onBlack, [0, 0, 0])).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves passing colours alone and brings every token of every bundled theme to 4.5:1', () => {
    for (const [name, theme] of Object.entries(themes)) {
      const background = parseColor(theme.plain.backgroundColor ?? '#fff');
      if (!background) continue; // a gradient background (synthwave84) is not offered
      const fixed = readableTheme(theme);
      for (const { style } of [{ style: fixed.plain }, ...fixed.styles]) {
        if (!style.color) continue;
        const color = parseColor(style.color, background);
        if (!color) continue;
        expect(contrastRatio(color, background), `${name} ${style.color}`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    }
    const vs = readableTheme(themes.vsLight);
    const keyword = vs.styles.find((s) => s.types.includes('keyword'));
    expect(keyword?.style.color).toBe(
      themes.vsLight.styles.find((s) => s.types.includes('keyword'))?.style.color,
    );
  });
});
