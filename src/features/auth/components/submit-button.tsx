import type { ReactNode } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

interface SubmitButtonProps {
  pending: boolean;
  children: ReactNode;
  disabled?: boolean;
}

/** The wizard's primary action: disabled with a spinner while its call is in flight. */
export function SubmitButton({ pending, children, disabled = false }: SubmitButtonProps) {
  const { t } = useTranslation();
  return (
    <Button type="submit" className="w-100" size="lg" disabled={pending || disabled} aria-busy={pending || undefined}>
      {pending ? (
        <>
          <Spinner animation="border" size="sm" aria-hidden="true" /> {t('common.loading')}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
