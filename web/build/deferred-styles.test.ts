import { describe, expect, it } from 'vitest';
import { deferStylesheets } from './deferred-styles';

describe('deferStylesheets', () => {
  it('turns the built stylesheet into a preload the app applies', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>';
    expect(deferStylesheets(html)).toBe(
      '<head><link rel="preload" as="style" crossorigin href="/assets/index-abc.css" data-app-style></head>',
    );
  });

  it('leaves other links alone', () => {
    const html =
      '<link rel="icon" href="/logo.svg"><link rel="stylesheet" href="https://example.org/x.css">';
    expect(deferStylesheets(html)).toBe(html);
  });
});
