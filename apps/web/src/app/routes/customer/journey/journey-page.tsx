import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/document-title';
import './journey-page.css';

interface JourneyPageProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Forms read best narrow; summaries may be wider. */
  width?: number;
}

/**
 * The frame of the journey pages: a heading and one card, full width on a 360px phone. Plain
 * elements (issue 16, docs/decisions/027): the profile forms in it load no MUI.
 */
export function JourneyPage({ title, subtitle, children, width = 760 }: JourneyPageProps) {
  useDocumentTitle(title);
  return (
    <div className="jp" style={{ maxWidth: width }}>
      <h1 className="jp__title">{title}</h1>
      {subtitle && <p className="jp__subtitle">{subtitle}</p>}
      <div className="jp__card cl-paper">{children}</div>
    </div>
  );
}
