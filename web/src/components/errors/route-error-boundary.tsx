import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

function RouteError({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <div className="container py-5 text-center" role="alert">
      <h1 className="h3">{t('errors.pageFailed')}</h1>
      <p className="text-body-secondary">{error.message}</p>
      <div className="d-flex gap-2 justify-content-center">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
        <Link to="/" className="btn btn-outline-secondary">
          {t('errors.backHome')}
        </Link>
      </div>
    </div>
  );
}

interface Props {
  pathname: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  /** The address the error happened at. */
  pathname: string;
}

class Boundary extends Component<Props, State> {
  override state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  // Another address clears the error, without building the children afresh on every visit.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * Shown in place of a route whose page failed to load (its code could not be fetched) or to
 * render, with a reload and a way home; the rest of the layout stays. Another address starts
 * afresh.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
