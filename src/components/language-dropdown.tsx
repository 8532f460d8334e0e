import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@/config';
import { changeLocale, currentLocale, isLocale, languageTag } from '@/lib/i18n';

export interface LanguageDropdownProps {
  className?: string;
  /** Show the "Language" label visibly; otherwise it is only announced. */
  showLabel?: boolean;
}

// A native select: the phone's own picker, keyboard and screen-reader support for free. Plain Bootstrap
// classes: it sits in both shells, so it should not pull react-bootstrap's Form into the first load.
export function LanguageDropdown({ className, showLabel = false }: LanguageDropdownProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current: Locale = isLocale(i18n.language) ? i18n.language : currentLocale();
  const select = useRef<HTMLSelectElement>(null);

  // On the prerendered /login a visitor may pick a language before the app takes the page over: hydration keeps
  // the option shown, and that choice is applied here once (otherwise the select and the texts would disagree).
  useEffect(() => {
    const shown = select.current?.value;
    if (!isLocale(shown) || shown === currentLocale()) return;
    changeLocale(shown).catch(() => {
      if (select.current) select.current.value = currentLocale();
    });
  }, []);

  return (
    <div className={className}>
      <label htmlFor={id} className={showLabel ? 'form-label mb-1' : 'visually-hidden'}>
        {t('language.label')}
      </label>
      <select
        ref={select}
        id={id}
        className="form-select form-select-sm"
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
      </select>
    </div>
  );
}
