import { Check, Copy } from 'lucide-react';
import { Highlight, themes, type Language, type PrismTheme } from 'prism-react-renderer';
import { useMemo } from 'react';
import { useClipboard } from '@/hooks/use-clipboard';
import { useDocumentTheme } from '@/hooks/use-document-theme';
import { readableTheme } from './readable-theme';

export const CODE_THEMES = {
  github: themes.github,
  vsLight: themes.vsLight,
  oneLight: themes.oneLight,
  vsDark: themes.vsDark,
  oneDark: themes.oneDark,
  nightOwl: themes.nightOwl,
  dracula: themes.dracula,
} satisfies Record<string, PrismTheme>;

export type CodeThemeName = keyof typeof CODE_THEMES;
/** `auto` follows the page: GitHub in light mode, VS Dark in dark mode. */
export type CodeThemeChoice = CodeThemeName | 'auto';

/** A marked line's highlight, laid over the theme's background. */
const MARKED_LINE_TINT = 'rgba(127, 127, 255, 0.16)';

// Each theme made legible once (every token colour at 4.5:1 against its background, marked or not).
const readable = new Map<CodeThemeName, PrismTheme>();
function themeFor(name: CodeThemeName): PrismTheme {
  let theme = readable.get(name);
  if (!theme) {
    theme = readableTheme(CODE_THEMES[name], { tints: [MARKED_LINE_TINT] });
    readable.set(name, theme);
  }
  return theme;
}

export interface CodeBlockProps {
  code: string;
  language: Language;
  /** Shown above the code (a file name, say). */
  title?: string;
  showLineNumbers?: boolean;
  /** 1-based line numbers to mark. */
  highlightLines?: readonly number[];
  theme?: CodeThemeChoice;
  /** Hides the copy button. */
  noCopy?: boolean;
}

/**
 * Highlighted source with optional line numbers, marked lines and a copy button. Code reads
 * left to right in every page direction.
 */
export function CodeBlock({
  code,
  language,
  title,
  showLineNumbers = true,
  highlightLines = [],
  theme = 'auto',
  noCopy = false,
}: CodeBlockProps) {
  const mode = useDocumentTheme();
  const { copy, status } = useClipboard();
  const prismTheme = useMemo(
    () => themeFor(theme === 'auto' ? (mode === 'dark' ? 'vsDark' : 'github') : theme),
    [theme, mode],
  );
  const marked = new Set(highlightLines);
  const label = title ?? `${language} code`;
  const source = code.replace(/\n$/, '');

  return (
    <figure
      className="code-block mb-0"
      dir="ltr"
      style={{ background: prismTheme.plain.backgroundColor }}
    >
      <figcaption className="code-block-bar" style={{ color: prismTheme.plain.color }}>
        <span className="font-monospace small text-truncate">{title ?? language}</span>
        {noCopy ? null : (
          <button
            type="button"
            className="code-block-copy"
            style={{ color: prismTheme.plain.color }}
            onClick={() => void copy(source)}
            aria-label={status === 'copied' ? `Copied ${label}` : `Copy ${label}`}
          >
            {status === 'copied' ? (
              <Check size={14} aria-hidden="true" />
            ) : (
              <Copy size={14} aria-hidden="true" />
            )}
            <span>
              {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy'}
            </span>
          </button>
        )}
      </figcaption>
      <Highlight code={source} language={language} theme={prismTheme}>
        {({ className, style, tokens, getLineProps, getTokenProps }) => (
          <pre
            className={`${className} code-block-pre`}
            style={style}
            dir="ltr"
            tabIndex={0}
            aria-label={label}
          >
            <code>
              {tokens.map((line, i) => {
                const lineProps = getLineProps({ line });
                return (
                  <div
                    key={i}
                    {...lineProps}
                    className={`${lineProps.className} code-block-line${marked.has(i + 1) ? ' is-marked' : ''}`}
                    style={
                      marked.has(i + 1)
                        ? { ...lineProps.style, background: MARKED_LINE_TINT }
                        : lineProps.style
                    }
                  >
                    {showLineNumbers ? (
                      <span className="code-block-number" aria-hidden="true">
                        {i + 1}
                      </span>
                    ) : null}
                    <span className="code-block-content">
                      {line.map((token, key) => (
                        <span key={key} {...getTokenProps({ token })} />
                      ))}
                    </span>
                  </div>
                );
              })}
            </code>
          </pre>
        )}
      </Highlight>
    </figure>
  );
}
