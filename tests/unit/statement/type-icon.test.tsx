import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TypeIcon } from '@/features/statement/components/type-icon';

const iconOf = (type: string) => {
  const { container, unmount } = render(<TypeIcon type={type} />);
  const span = container.querySelector('span')!;
  const icon = { className: span.className, path: span.querySelector('path')!.getAttribute('d') };
  unmount();
  return icon;
};

describe('statement type icons (spec section 2)', () => {
  const types = ['deposit', 'bonus', 'finish_bonus', 'withdraw', 'transfer'];

  it('each statement type of the spec has its own icon, decorative to assistive technology', () => {
    const icons = types.map(iconOf);
    expect(icons.map((i) => i.className)).toEqual(types.map((type) => `statement-icon statement-icon--${type}`));
    expect(new Set(icons.map((i) => i.path)).size).toBe(types.length);
    const { container } = render(<TypeIcon type="deposit" />);
    expect(container.querySelector('span')).toHaveAttribute('aria-hidden', 'true');
  });

  it('a type the spec does not name gets the generic icon, not one of theirs', () => {
    const other = iconOf('luckydraw');
    expect(other.className).toBe('statement-icon statement-icon--other');
    expect(types.map(iconOf).map((i) => i.path)).not.toContain(other.path);
  });
});
