import { http, HttpResponse } from 'msw';
import { postFieldReports } from '../qa/field-reports';

/** A mocked build with VITE_REPORT_URL=/__mock/reports: the QA console lists what the app sent (the page is one client). */
export const reportHandlers = [
  http.post('*/__mock/reports', async ({ request }) => {
    const { status, answer } = postFieldReports(await request.text(), 'page');
    return HttpResponse.json(answer, { status });
  }),
];
