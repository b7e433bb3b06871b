import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Props {
  to: string;
  children: ReactNode;
  variant?: string;
  size?: 'sm' | 'lg';
  className?: string;
}

/** A router link styled as a Bootstrap button (navigation stays a link for the keyboard and the browser). */
export function LinkButton({ to, children, variant = 'primary', size, className = '' }: Props) {
  const sizeClass = size ? `btn-${size}` : '';
  return (
    <Link to={to} className={`btn btn-${variant} ${sizeClass} ${className}`.trim()}>
      {children}
    </Link>
  );
}
