import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * Copies text and remembers, for a moment, what was copied and whether it worked, so the control
 * can say "Copied" (and a live region announce it).
 */
export function useClipboard(resetAfterMs = 2000) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const [copiedText, setCopiedText] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      window.clearTimeout(timer.current);
      let ok = false;
      try {
        await navigator.clipboard.writeText(text);
        ok = true;
      } catch {
        ok = false;
      }
      setStatus(ok ? 'copied' : 'failed');
      setCopiedText(ok ? text : null);
      timer.current = window.setTimeout(() => {
        setStatus('idle');
        setCopiedText(null);
      }, resetAfterMs);
      return ok;
    },
    [resetAfterMs],
  );

  return { copy, status, copiedText };
}
