import './components.scss';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'react-bootstrap';
import { DemoPage } from '@/catalogue/common/demo-page';
import { useDocumentDirection } from './use-document-direction';

interface ComponentPageProps {
  title: string;
  intro: ReactNode;
  /** The react-bootstrap documentation page of the component. */
  docs: string;
  children: ReactNode;
}

/**
 * The frame of a /components page: the catalogue's DemoPage, with react-bootstrap told the
 * page's direction so overlays, dropdowns and the carousel mirror in right to left.
 */
export function ComponentPage({ title, intro, docs, children }: ComponentPageProps) {
  const dir = useDocumentDirection();
  return (
    <ThemeProvider dir={dir}>
      <div className="components-catalogue">
        <DemoPage title={title} intro={intro} library={{ name: 'react-bootstrap', href: docs }}>
          {children}
        </DemoPage>
      </div>
    </ThemeProvider>
  );
}
