import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from './copy-to-clipboard';
import { useToast } from './toast/use-toast';

export interface CopyButtonProps {
  text: string;
  /** Visible text and accessible name; defaults to t('common.copy'). */
  label?: string;
  className?: string;
  /**
   * Given the copy, runs it now or later: e.g. after a prompt the copy has to wait for (the deposit's
   * English bank-name prompt). Not calling it copies nothing.
   */
  beforeCopy?: (copy: () => void) => void;
}

export function CopyButton({ text, label, className, beforeCopy }: CopyButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();

  const copy = async () => {
    if (await copyToClipboard(text)) toast.success(t('common.copied', { text }));
    else toast.danger(t('common.copyFailed'));
  };
  const handleClick = () => (beforeCopy ? beforeCopy(() => void copy()) : void copy());

  return (
    <Button
      type="button"
      variant="outline-primary"
      size="sm"
      className={`d-inline-flex align-items-center gap-1${className ? ` ${className}` : ''}`}
      onClick={handleClick}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        width="16"
        height="16"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <rect x="5" y="5" width="9" height="9" rx="1.5" />
        <path d="M11 5V3.5A1.5 1.5 0 0 0 9.5 2h-6A1.5 1.5 0 0 0 2 3.5v6A1.5 1.5 0 0 0 3.5 11H5" />
      </svg>
      <span>{label ?? t('common.copy')}</span>
    </Button>
  );
}
