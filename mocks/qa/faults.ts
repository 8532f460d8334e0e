import { GONE, INVALID_TOKEN } from '@/contract/global-codes';
import { readJson, settings } from '../settings';
import { endpointMatches } from './endpoints';

/**
 * Faults QA injects on an endpoint: an error code of the catalogue, an HTTP 500, a network
 * error or a delay (a delay over 60 s makes the client time out), or a lost answer: the backend carries the call
 * out (a money call moves the money and keeps its answer under the Idempotency-Key), then the answer is lost on
 * its way back and the client gets a proxy's page of the chosen status, or a dropped connection. Once, or until
 * cleared.
 */
export type FaultKind = 'code' | 'http500' | 'network' | 'delay' | 'lost';

/**
 * What a lost answer reaches the client as (a `lost` fault's `status`): a proxy's HTML page of that status (500
 * an upstream crash page, 502/503/504 nginx's, 524 a CDN that gave up waiting, 200 a captive portal's page), or
 * 0 for a connection dropped after the backend ran.
 */
export const LOST_AS = [500, 502, 503, 504, 524, 200, 0] as const;
export type LostAs = (typeof LOST_AS)[number];

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
const CLIENT_ONLY_CODES = ['UNKNOWN', 'NETWORK', 'TIMEOUT', 'OFFLINE'];

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
