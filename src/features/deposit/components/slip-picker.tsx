import { useState, type DragEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SLIP_ACCEPT } from '../model';

interface SlipPickerProps {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  /** The chosen file's name, or null. */
  fileName: string | null;
  /** Object URL of the chosen image (the caller creates and revokes it), or null. */
  preview: string | null;
  disabled: boolean;
  onPick: (file: File | null) => void;
}

/**
 * The slip file picker: the native input stays (visually hidden, focusable, labelled "Slip image") and its
 * label is the visible drop area, so a tap, Enter or Space on the focused input, or a dropped file all
 * pick. The chosen file's name and its preview show under it.
 */
export function SlipPicker({ id, inputRef, fileName, preview, disabled, onPick }: SlipPickerProps) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);

  const onDragOver = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onPick(event.dataTransfer.files[0] ?? null);
  };

  return (
    <div className="slip-picker">
      <input
        ref={inputRef}
        id={id}
        type="file"
        className="slip-picker__input"
        accept={SLIP_ACCEPT}
        disabled={disabled}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-hint${fileName ? ` ${id}-file` : ''}`}
        onChange={(event) => onPick(event.target.files?.[0] ?? null)}
      />
      <label
        htmlFor={id}
        className={`slip-picker__area${over ? ' slip-picker__area--over' : ''}${disabled ? ' slip-picker__area--disabled' : ''}`}
        onDragOver={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <svg className="slip-picker__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            fill="currentColor"
            d="M19 13v6H5v-6H3v6a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-6h-2zM11 5.83V16h2V5.83l3.59 3.58L18 8l-6-6-6 6 1.41 1.41L11 5.83z"
          />
        </svg>
        <span id={`${id}-name`} className="slip-picker__name">
          {t('deposit.slip.pick')}
        </span>
        <span className="slip-picker__action" aria-hidden="true">
          {fileName ? t('deposit.slip.change') : t('deposit.slip.choose')}
        </span>
        <span id={`${id}-hint`} className="slip-picker__hint">
          {t('deposit.slip.hint')}
        </span>
      </label>
      {fileName && (
        <p id={`${id}-file`} className="slip-picker__file">
          {t('deposit.slip.chosen', { name: fileName })}
        </p>
      )}
      {preview && <img className="deposit-slip__preview" src={preview} alt={t('deposit.slip.previewAlt')} />}
    </div>
  );
}
