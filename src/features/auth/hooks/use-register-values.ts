import { useState } from 'react';
import { config } from '@/config';
import type { RegisterBody } from '@/contract/account';
import { bankAccountName, normaliseAccountNo } from '@/rules/bank-account';
import { normalisePhone } from '@/rules/phone';
import type { BankValues } from '../components/register-bank-step';
import type { ProfileValues } from '../components/register-profile-step';

/**
 * What the member typed across the register steps (phone, profile, bank) and the register body made of it:
 * without the bank for the profile check (POST validate-account), with it for the account itself.
 */
export function useRegisterValues(storedInviteCode: string) {
  const [phone, setPhone] = useState('');
  const [profile, setProfile] = useState<ProfileValues>({
    name: '',
    password: '',
    confirmPassword: '',
    sourceCode: '',
    inviteCode: storedInviteCode,
  });
  const [bank, setBank] = useState<BankValues>({
    bankCode: '',
    bankAccountNo: '',
    firstName: '',
    lastName: '',
    currency: config.defaultCurrency ?? '',
  });

  const username = normalisePhone(phone);
  const body = (withBank: boolean): RegisterBody => ({
    name: profile.name.trim(),
    username,
    password: profile.password,
    sourceCode: profile.sourceCode,
    inviteCode: profile.inviteCode.trim().toUpperCase(),
    bankCode: withBank ? bank.bankCode : '',
    bankAccountName: withBank ? bankAccountName(bank.firstName, bank.lastName) : '',
    bankAccountNo: withBank ? normaliseAccountNo(bank.bankAccountNo) : '',
    ...(withBank && config.currencies.length > 0 ? { currency: bank.currency } : {}),
  });

  return {
    phone,
    setPhone,
    username,
    profile,
    patchProfile: (patch: Partial<ProfileValues>) => setProfile((current) => ({ ...current, ...patch })),
    bank,
    patchBank: (patch: Partial<BankValues>) => setBank((current) => ({ ...current, ...patch })),
    body,
  };
}
