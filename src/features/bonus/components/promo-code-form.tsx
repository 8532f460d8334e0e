import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import FormControl from 'react-bootstrap/FormControl';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/form/field';
import { promoCodeForLookup, toPromoCode } from '../model';

/** The promo-code search: the input is forced to uppercase; search needs a code. */
export function PromoCodeForm({ onSearch }: { onSearch: (code: string) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const lookup = promoCodeForLookup(code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lookup) onSearch(lookup);
  };

  return (
    <form className="promo-form card mb-3" onSubmit={submit} noValidate aria-labelledby="promo-form-title">
      <div className="card-body">
        <h2 id="promo-form-title" className="h6">
          {t('promotion.formTitle')}
        </h2>
        <Field id="promo-code" label={t('promotion.codeLabel')} className="">
          {(control) => (
            <div className="d-flex gap-2">
              <FormControl
                {...control}
                value={code}
                onChange={(e) => setCode(toPromoCode(e.target.value))}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={30}
                className="text-uppercase"
              />
              <Button type="submit" disabled={!lookup} className="text-nowrap flex-shrink-0">
                {t('promotion.search')}
              </Button>
            </div>
          )}
        </Field>
      </div>
    </form>
  );
}
