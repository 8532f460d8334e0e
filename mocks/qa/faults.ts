import { GONE, INVALID_TOKEN } from '@/contract/error-codes';
import { readJson, settings } from '../settings';
import { endpointMatches } from './endpoints';

/**
 * Faults QA injects on an endpoint: an error code of the catalogue, an HTTP 500, a network
 * error or a delay (a delay over 60 s makes the client time out). Once, or until cleared.
 */
export type FaultKind = 'code' | 'http500' | 'network' | 'delay';

export interface Fault {
  id: string;
  /** "METHOD /api/path/{param}", see ENDPOINTS. */
  endpoint: string;
  kind: FaultKind;
  code?: string;
  status?: number;
  delayMs?: number;
  once: boolean;
}

export const FAULTS_KEY = 'mock:faults';

/** errors.* keys no server answers with: the app's texts for no answer, a timeout, an unknown code; a sentence. */
const CLIENT_ONLY_CODES = ['UNKNOWN', 'NETWORK', 'TIMEOUT'];

/**
 * The codes a 'code' fault may answer with (the catalogue): the mock's session codes and every error code the
 * app translates, from the keys of the locale files' `errors` (the QA console's choices, the server's check).
 */
export function faultCodes(translatedCodes: readonly string[]): string[] {
  return [GONE, INVALID_TOKEN, ...translatedCodes.filter((code) => !CLIENT_ONLY_CODES.includes(code))];
}

export function listFaults(): Fault[] {
  const faults = readJson<Fault[]>(FAULTS_KEY, []);
  return Array.isArray(faults) ? faults : [];
}

function save(faults: Fault[]): void {
  if (faults.length === 0) settings.remove(FAULTS_KEY);
  else settings.set(FAULTS_KEY, JSON.stringify(faults));
}

export function addFault(fault: Omit<Fault, 'id'>): Fault {
  const created = { ...fault, id: `f-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}` };
  save([...listFaults(), created]);
  return created;
}

export function removeFault(id: string): void {
  save(listFaults().filter((f) => f.id !== id));
}

export function clearFaults(): void {
  settings.remove(FAULTS_KEY);
}

/** The fault for this request, if any; a once-fault is used up here. */
export function takeFault(method: string, pathname: string): Fault | null {
  const faults = listFaults();
  const fault = faults.find((f) => endpointMatches(f.endpoint, method, pathname));
  if (!fault) return null;
  if (fault.once) save(faults.filter((f) => f.id !== fault.id));
  return fault;
}
