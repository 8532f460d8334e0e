import '../qa/withdrawal-actions';
import { authHandlers } from './auth';
import { chatHandlers } from './chat';
import { depositHandlers } from './deposit';
import { lookupHandlers } from './lookup';
import { profileHandlers } from './profile';
import { bonusHandlers } from './bonus';
import { inviteHandlers } from './invite';
import { refundHandlers } from './refund';
import { reportHandlers } from './reports';
import { spinHandlers } from './spin';
import { statementHandlers } from './statement';
import { walletHandlers } from './wallet';

// Deposit first: it settles due slips before any call answers and owns POST /api/wallet/add (a pending notice).
export const handlers = [
  ...depositHandlers,
  ...lookupHandlers,
  ...authHandlers,
  ...spinHandlers,
  ...statementHandlers,
  ...profileHandlers,
  ...walletHandlers,
  ...bonusHandlers,
  ...inviteHandlers,
  ...refundHandlers,
  ...chatHandlers,
  ...reportHandlers,
];
