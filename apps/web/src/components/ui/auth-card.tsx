import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The centred sign-in card of the customer, partner and admin login pages: plain CSS
 * (styles/customer-ui.css), as MUI's outlined Paper drew it, because it is on the start page.
 */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="cl-auth">
      <div className="cl-auth__card">
        <div>
          <h1 className="cl-title">{title}</h1>
          {subtitle && <p className="cl-subtitle">{subtitle}</p>}
        </div>
        {children}
        {footer}
      </div>
    </div>
  );
}
