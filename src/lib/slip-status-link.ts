import { memberPath } from '@/config/paths';

/**
 * The statement page opens its slip list when its URL carries `?slip=`; a reference there is the slip the list
 * marks (the one an upload's message named). Written once for the link (deposit) and the page (statement).
 */
export const SLIP_PARAM = 'slip';

/** Where the "slip status" link of an upload goes: the statement with its slip list open. */
export function slipStatusPath(reference?: string | null): string {
  return `${memberPath('statement')}?${new URLSearchParams({ [SLIP_PARAM]: reference ?? '' }).toString()}`;
}
