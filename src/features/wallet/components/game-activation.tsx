import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/form/busy-button';
import { errorText } from '@/lib/errors';

export interface GameActivationProps {
  name: string;
  /** Why the last Open failed, if it did. */
  error: unknown;
  busy: boolean;
  onActivate: () => void;
}

/** A game account not opened yet: what opening it means, the Open button, and its failure. */
export function GameActivation({ name, error, busy, onActivate }: GameActivationProps) {
  const { t } = useTranslation();
  return (
    <div className="text-center">
      <p>{t('games.inactiveText', { name })}</p>
      {error != null && (
        <p className="alert alert-danger py-2" role="alert">
          {errorText(t, error)}
        </p>
      )}
      <BusyButton onClick={onActivate} busy={busy} wide>
        {t('games.activate')}
      </BusyButton>
    </div>
  );
}
