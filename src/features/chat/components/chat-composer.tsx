import {
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT } from '../constants';
import { ACCEPT_ATTRIBUTE } from '../validation';
import { AttachIcon, SendIcon } from './chat-icons';

interface ChatComposerProps {
  disabled: boolean;
  onSendText: (text: string) => boolean;
  onSendFile: (file: File) => void;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** Engines with `field-sizing: content` (_chat.scss) grow the box with its text themselves; WebKit before it does not. */
const growsByItself = (): boolean => typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content') === true;

/** Message box with an attach button: Enter sends, Shift+Enter adds a line. */
export function ChatComposer({ disabled, onSendText, onSendFile, textareaRef }: ChatComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const length = [...text.trim()].length;
  const tooLong = length > CHAT.maxChars;
  const box = useRef<HTMLTextAreaElement | null>(null);

  // Where the engine cannot size the box to its text, it takes its text's height (the CSS max-height caps it).
  useLayoutEffect(() => {
    const field = box.current;
    if (!field || growsByItself()) return;
    field.style.height = 'auto';
    field.style.height = `${field.scrollHeight + field.offsetHeight - field.clientHeight}px`;
  }, [text]);

  const submit = () => {
    if (disabled) return;
    if (onSendText(text)) setText('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="chat-composer" onSubmit={onSubmit} noValidate>
      <AttachButton disabled={disabled} onFile={onSendFile} />
      <div className="chat-composer__field">
        <label htmlFor="chat-message-input" className="visually-hidden">
          {t('chat.messageLabel')}
        </label>
        <textarea
          id="chat-message-input"
          ref={(node) => {
            box.current = node;
            if (typeof textareaRef === 'function') return textareaRef(node);
            if (textareaRef) textareaRef.current = node;
          }}
          className={`form-control${tooLong ? ' is-invalid' : ''}`}
          rows={1}
          value={text}
          placeholder={t('chat.placeholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={length > CHAT.maxChars - 200 ? 'chat-message-count' : undefined}
          aria-invalid={tooLong || undefined}
        />
        {length > CHAT.maxChars - 200 ? (
          <div id="chat-message-count" className={`chat-composer__count${tooLong ? ' text-danger' : ''}`}>
            {t('chat.count', { length, max: CHAT.maxChars })}
          </div>
        ) : null}
      </div>
      <button
        type="submit"
        className="btn btn-primary chat-composer__send"
        disabled={disabled || length === 0}
        aria-label={t('chat.send')}
        title={t('chat.send')}
      >
        <SendIcon />
      </button>
    </form>
  );
}

/** The paperclip: opens the file picker (the input itself is hidden) and hands the picked file on. */
function AttachButton({ disabled, onFile }: { disabled: boolean; onFile: (file: File) => void }) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={onChange}
        data-testid="chat-file-input"
      />
      <button
        type="button"
        className="btn btn-outline-secondary chat-composer__attach"
        onClick={() => fileInput.current?.click()}
        disabled={disabled}
        aria-label={t('chat.attach')}
        title={t('chat.attach')}
      >
        <AttachIcon />
      </button>
    </>
  );
}
