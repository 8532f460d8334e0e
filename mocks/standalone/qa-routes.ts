import { exportDb, importDb, resetDb } from '../db';
import { checkFault, checkScenarioPatch } from '../qa/qa-bodies';
import { addFault, clearFaults, listFaults } from '../qa/faults';
import { clearFieldReports, droppedFieldReports, fieldReports, postFieldReports } from '../qa/field-reports';
import { requestLog } from '../qa/request-log';
import { getScenario, setScenario } from '../scenarios';

/** Faults held at once; one more is refused (a script in a loop cannot grow the list without end). */
export const MAX_FAULTS = 100;

export { REPORTS_PATH } from '../qa/paths';
/** A batch of field signals is small, so its body has a cap of its own. */
export const REPORT_BODY_LIMIT_BYTES = 64 * 1024;

export interface QaAnswer {
  status: number;
  /** JSON text of the answer. */
  body: string;
}

const json = (status: number, value: unknown): QaAnswer => ({ status, body: JSON.stringify(value) });
const refused = (problem: string): QaAnswer => json(400, { message: 'KEY_INVALID', problem });

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * The QA endpoints (GET|POST /__mock/scenario, POST /__mock/reset, GET|POST|DELETE /__mock/faults,
 * GET /__mock/log, GET|PUT /__mock/db, GET|POST|DELETE /__mock/reports, GET /__mock/reports/dropped). Who may
 * call them is checked before (access.ts); a body that is not what the endpoint takes answers 400 and changes
 * nothing. `onDbChanged` saves MOCK_DB_FILE; `client` (the peer address) is whom field reports count against.
 */
export function qaAnswer(
  method: string,
  path: string,
  body: string,
  onDbChanged: () => void,
  client: string,
): QaAnswer {
  const route = `${method} ${path}`;
  switch (route) {
    case 'GET /__mock/db':
      return { status: 200, body: exportDb() };
    case 'PUT /__mock/db':
      try {
        importDb(body);
      } catch (error) {
        return refused(error instanceof Error ? error.message : 'not a mock database export');
      }
      onDbChanged();
      return { status: 200, body: exportDb() };
    case 'POST /__mock/reset':
      resetDb();
      onDbChanged();
      return json(200, { ok: true });
    case 'GET /__mock/scenario':
      return json(200, getScenario());
    case 'GET /__mock/faults':
      return json(200, listFaults());
    case 'DELETE /__mock/faults':
      clearFaults();
      return json(200, listFaults());
    case 'GET /__mock/log':
      return json(200, requestLog());
    case 'GET /__mock/reports':
      return json(200, fieldReports());
    case 'DELETE /__mock/reports':
      clearFieldReports();
      return json(200, fieldReports());
    case 'GET /__mock/reports/dropped':
      return json(200, { dropped: droppedFieldReports() });
    case 'POST /__mock/reports': {
      const { status, answer } = postFieldReports(body, client);
      return json(status, answer);
    }
    case 'POST /__mock/scenario':
    case 'POST /__mock/faults': {
      const parsed = parseJson(body);
      if (!parsed.ok) return refused('the body is not JSON');
      if (path === '/__mock/scenario') {
        const patch = checkScenarioPatch(parsed.value);
        return patch.ok ? json(200, setScenario(patch.value)) : refused(patch.problem);
      }
      const fault = checkFault(parsed.value);
      if (!fault.ok) return refused(fault.problem);
      if (listFaults().length >= MAX_FAULTS) return refused(`at most ${MAX_FAULTS} faults at once`);
      addFault(fault.value);
      return json(200, listFaults());
    }
    default:
      return json(404, { message: 'NO_DATA' });
  }
}
