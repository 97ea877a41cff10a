import { Check, RotateCcw, Search } from 'lucide-react';
import { startTransition, useCallback, useDeferredValue, useEffect, useId, useState } from 'react';
import { Alert, Button, Col, Form, InputGroup, Row, Spinner } from 'react-bootstrap';
import { useClipboard } from '@/hooks/use-clipboard';
import { filterIcons, importLine } from './filter-icons';
import type { FeatherIcon } from './feather-icons';

type IconSet = { icons: readonly FeatherIcon[]; brands: readonly string[] };
type LoadState =
  { status: 'loading' } | { status: 'error'; message: string } | ({ status: 'ready' } & IconSet);

const COLORS = ['body', 'primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const;
type IconColor = (typeof COLORS)[number];

/**
 * The icon set arrives in its own chunk, after the page has drawn. Its three hundred tiles are
 * drawn in a transition, which React splits into short slices: a tap or a key while they are
 * drawn is answered at once.
 */
function useFeatherIcons(): [LoadState, () => void] {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    import('./feather-icons').then(
      (m) =>
        live &&
        startTransition(() =>
          setState({ status: 'ready', icons: m.FEATHER_ICONS, brands: m.FEATHER_BRAND_ICONS }),
        ),
      (e: unknown) =>
        live && setState({ status: 'error', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [state, retry];
}

/**
 * Every Feather icon through lucide-react: search by either name, pick a size, stroke and colour,
 * and press an icon to copy its import line.
 */
export function IconExplorer() {
  const [state, retry] = useFeatherIcons();
  const [query, setQuery] = useState('');
  const [size, setSize] = useState(24);
  const [stroke, setStroke] = useState(2);
  const [color, setColor] = useState<IconColor>('body');
  const { copy, status, copiedText } = useClipboard();
  const deferredQuery = useDeferredValue(query);
  const id = useId();

  const icons = state.status === 'ready' ? filterIcons(state.icons, deferredQuery) : [];

  return (
    <>
      <Row className="g-3 align-items-end mb-3">
        <Col md={5}>
          <Form.Label htmlFor={`${id}-search`}>Search icons</Form.Label>
          <InputGroup>
            <InputGroup.Text>
              <Search size={16} aria-hidden="true" />
            </InputGroup.Text>
            <Form.Control
              id={`${id}-search`}
              type="search"
              placeholder="arrow, alert circle, House…"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              aria-describedby={`${id}-count`}
            />
          </InputGroup>
        </Col>
        <Col xs={6} md={3}>
          <Form.Label htmlFor={`${id}-size`}>Size: {size}px</Form.Label>
          <Form.Range
            id={`${id}-size`}
            min={16}
            max={48}
            step={4}
            value={size}
            onChange={(e) => setSize(Number(e.target.value))}
          />
        </Col>
        <Col xs={6} md={2}>
          <Form.Label htmlFor={`${id}-stroke`}>Stroke</Form.Label>
          <Form.Select
            id={`${id}-stroke`}
            value={stroke}
            onChange={(e) => setStroke(Number(e.target.value))}
          >
            {[1, 1.5, 2, 2.5, 3].map((w) => (
              <option key={w} value={w}>
                {w}
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col md={2}>
          <Form.Label htmlFor={`${id}-color`}>Colour</Form.Label>
          <Form.Select
            id={`${id}-color`}
            value={color}
            onChange={(e) => setColor(e.target.value as IconColor)}
          >
            {COLORS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Form.Select>
        </Col>
      </Row>

      <div className="visually-hidden" role="status">
        {status === 'copied' && copiedText ? `Copied ${copiedText}` : ''}
        {status === 'failed' ? 'Copy failed' : ''}
      </div>

      {state.status === 'loading' ? (
        <div className="d-flex align-items-center gap-2 py-4" role="status" aria-busy="true">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          Loading the icon set…
        </div>
      ) : null}

      {state.status === 'error' ? (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
          <span className="me-auto">The icon set could not be loaded: {state.message}</span>
          <Button variant="outline-danger" size="sm" onClick={retry}>
            <RotateCcw size={14} aria-hidden="true" className="me-1" />
            Try again
          </Button>
        </Alert>
      ) : null}

      {state.status === 'ready' ? (
        <>
          <p id={`${id}-count`} className="small text-body-secondary" aria-live="polite">
            {icons.length} of {state.icons.length} icons
            {status === 'copied' && copiedText ? (
              <span className="ms-2 text-success-emphasis">
                <Check size={14} aria-hidden="true" /> Copied <code>{copiedText}</code>
              </span>
            ) : null}
          </p>
          {icons.length === 0 ? (
            <div className="text-center py-5 border rounded">
              <p className="mb-2">No icon matches “{deferredQuery}”.</p>
              <Button variant="outline-primary" size="sm" onClick={() => setQuery('')}>
                Clear the search
              </Button>
            </div>
          ) : (
            <ul className="icon-grid ps-0" aria-label="Icons">
              {icons.map(({ feather, lucide, Icon }) => {
                const line = importLine(lucide);
                const copied = status === 'copied' && copiedText === line;
                return (
                  <li key={feather}>
                    <button
                      type="button"
                      className={`icon-tile${copied ? ' is-copied' : ''}`}
                      title={line}
                      aria-label={`${feather}${lucide.toLowerCase() === feather.replace(/-/g, '') ? '' : `, lucide ${lucide}`}: copy the import line`}
                      onClick={() => void copy(line)}
                    >
                      <Icon
                        size={size}
                        strokeWidth={stroke}
                        className={color === 'body' ? undefined : `text-${color}`}
                        aria-hidden="true"
                      />
                      <span className="icon-tile-name">{feather}</span>
                      {copied ? (
                        <span className="icon-tile-lucide text-success-emphasis">Copied</span>
                      ) : (
                        <span className="icon-tile-lucide">{lucide}</span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <p className="small text-body-secondary mt-3 mb-0">
            Feather&apos;s {state.brands.length} brand logos have no lucide counterpart (lucide
            dropped brand icons): {state.brands.join(', ')}.
          </p>
        </>
      ) : null}
    </>
  );
}
