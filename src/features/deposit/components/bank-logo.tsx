import { bankLogoUrl } from '../bank-logos';

/** A bank or wallet logo; codes without a logo get a lettered badge. Decorative: the name is written beside it. */
export function BankLogo({ code, size = 40 }: { code: string; size?: number }) {
  const url = bankLogoUrl(code);
  if (url) return <img className="bank-logo" src={url} alt="" width={size} height={size} aria-hidden="true" />;
  return (
    <span className="bank-logo bank-logo--badge" style={{ width: size, height: size }} aria-hidden="true">
      {code.slice(0, 2)}
    </span>
  );
}
