import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentDirection } from './use-document-direction';

afterEach(() => document.documentElement.removeAttribute('dir'));

describe('useDocumentDirection', () => {
  it('reads the direction of <html> and follows its changes', async () => {
    document.documentElement.setAttribute('dir', 'ltr');
    const { result } = renderHook(() => useDocumentDirection());
    expect(result.current).toBe('ltr');

    await act(async () => {
      document.documentElement.setAttribute('dir', 'rtl');
      // Mutation observers report in a microtask.
      await Promise.resolve();
    });
    expect(result.current).toBe('rtl');
  });

  it('treats a missing or unknown direction as left to right', () => {
    document.documentElement.setAttribute('dir', 'auto');
    const { result } = renderHook(() => useDocumentDirection());
    expect(result.current).toBe('ltr');
  });
});
