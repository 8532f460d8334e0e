import { account } from '@/contract/account';
import { BANKS } from '../content';
import { updateDb } from '../db';
import { renameBankAccount } from '../domain/bank-name';
import { changePassword, passwordChangeProof, profileBody, updateProfile } from '../domain/profile';
import { readBody } from './request-body';
import { handle } from './utils';

export const profileHandlers = [
  handle(account.profile, ({ member }) => profileBody(member), { auth: true }),

  handle(
    account.updateProfile,
    async ({ request, member }) => {
      const body = await readBody(account.updateProfile, request, 'KEY_MISSING');
      updateDb((db) =>
        updateProfile(
          db,
          member._id,
          body,
          BANKS.map((b) => b.code),
        ),
      );
      return { message: 'SUCCESS' };
    },
    { auth: true },
  ),

  handle(
    account.bankAccountName,
    async ({ request, member }) => {
      const body = await readBody(account.bankAccountName, request, 'KEY_MISSING');
      updateDb((db) => renameBankAccount(db, member._id, body));
      return { message: 'SUCCESS' };
    },
    { auth: true },
  ),

  // After a change the old password no longer logs in: the login rule reads MockMember.passwordHash.
  handle(
    account.changePassword,
    async ({ request, member }) => {
      const { oldPassword, newPassword } = await readBody(account.changePassword, request, 'KEY_MISSING');
      const proof = await passwordChangeProof(member, oldPassword, newPassword);
      updateDb((db) => changePassword(db, member._id, oldPassword, newPassword, proof));
      return { message: 'SUCCESS' };
    },
    { auth: true },
  ),
];
