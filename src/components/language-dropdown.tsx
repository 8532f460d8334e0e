import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@/config';
import { changeLocale, currentLocale, isLocale, languageTag } from '@/lib/i18n';

export interface LanguageDropdownProps {
  className?: string;
  /** Show the "Language" label visibly; otherwise it is only announced. */
  showLabel?: boolean;
}

// A native select: the phone's own picker, keyboard and screen-reader support for free.
export function LanguageDropdown({ className, showLabel = false }: LanguageDropdownProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current: Locale = isLocale(i18n.language) ? i18n.language : currentLocale();

  return (
    <div className={className}>
      <Form.Label htmlFor={id} className={showLabel ? 'mb-1' : 'visually-hidden'}>
        {t('language.label')}
      </Form.Label>
      <Form.Select
        id={id}
        size="sm"
        value={current}
        onChange={(event) => {
          const next = event.target.value;
          // On failure (bundle did not load) the select stays on the language still in use.
          if (isLocale(next) && next !== current) changeLocale(next).catch(() => undefined);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={languageTag(locale)}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}
