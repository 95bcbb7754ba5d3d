import type { ReactNode } from 'react';
import './admin-page.css';

interface AdminPageProps {
  title: string;
  /** One line under the heading: what the page shows. */
  lead?: ReactNode;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A page of the admin area: its browser title, heading, lead and content. */
export function AdminPage({ title, lead, actions, children }: AdminPageProps) {
  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
      <title>{`${title} · Admin`}</title>
      <div className="admin-page__head">
        <div>
          <h1 id="admin-page-title">{title}</h1>
          {lead && <p className="admin-page__lead">{lead}</p>}
        </div>
        {actions && <div className="admin-page__actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** What a list shows while it loads, or when it is empty. */
export function AdminEmpty({ children }: { children: ReactNode }) {
  return <p className="admin-empty">{children}</p>;
}
