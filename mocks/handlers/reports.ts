import { http, HttpResponse } from 'msw';
import { postFieldReports } from '../qa/field-reports';
import { REPORTS_PATH } from '../qa/paths';

/**
 * A mocked build with VITE_REPORT_URL=/__mock/reports: the QA console lists what the app sent (the page is one
 * client). Any origin, but exactly this path: MSW's `*` would also take /api/x/__mock/reports, and its matching
 * ignores case; any other path is left to the other handlers (none: 404).
 */
export const reportHandlers = [
  http.post(`*${REPORTS_PATH}`, async ({ request }) => {
    if (new URL(request.url).pathname !== REPORTS_PATH) return undefined;
    const { status, answer } = postFieldReports(await request.text(), 'page');
    return HttpResponse.json(answer, { status });
  }),
];
