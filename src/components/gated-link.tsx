import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from './toast/use-toast';

export interface GatedLinkProps {
  /** The URL as the URL gate (src/rules/url.ts) answered it: null when it was refused. */
  href: string | null;
  children: ReactNode;
  className?: string;
  /** Opens in a new tab without opener (default); false for links the device handles itself (tel:). */
  newTab?: boolean;
}

/**
 * A server link that passed the URL gate, or, when the gate refused it, a button that follows nothing
 * and tells the member the link is unsafe (errors.UNSAFE_LINK) when pressed.
 */
export function GatedLink({ href, children, className, newTab = true }: GatedLinkProps) {
  const { t } = useTranslation();
  const toast = useToast();
  if (href) {
    return newTab ? (
      <a className={className} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <a className={className} href={href}>
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-disabled="true"
      onClick={() => toast.danger(t('errors.UNSAFE_LINK'))}
    >
      {children}
    </button>
  );
}
