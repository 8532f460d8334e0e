import { http, HttpResponse } from 'msw';
import { addFieldReports } from '../qa/field-reports';

/** A mocked build with VITE_REPORT_URL=/__mock/reports: the QA console lists what the app sent. */
export const reportHandlers = [
  http.post('*/__mock/reports', async ({ request }) => {
    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      return HttpResponse.json({ message: 'KEY_INVALID', problem: 'the body is not JSON' }, { status: 400 });
    }
    const added = addFieldReports(body);
    return added.ok
      ? HttpResponse.json({ count: added.count })
      : HttpResponse.json({ message: 'KEY_INVALID', problem: added.problem }, { status: 400 });
  }),
];
