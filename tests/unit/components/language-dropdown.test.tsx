import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageDropdown } from '@/components/language-dropdown';
import * as i18nModule from '@/lib/i18n';
import './helpers';

afterEach(async () => {
  await i18nModule.changeLocale('en', { persist: false });
});

describe('LanguageDropdown', () => {
  it('lists the three languages, marks the current one and switches on choose', async () => {
    const user = userEvent.setup();
    const spy = vi.spyOn(i18nModule, 'changeLocale');
    render(<LanguageDropdown />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['ไทย', 'ລາວ', 'English']);
    expect(screen.getByRole('option', { name: 'English' })).toHaveProperty('selected', true);

    spy.mockResolvedValue(undefined);
    await user.selectOptions(select, 'la');
    expect(spy).toHaveBeenCalledWith('la');
  });
});
