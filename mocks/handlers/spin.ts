import { http, HttpResponse } from 'msw';
import { getScenario } from '../scenarios';
import { apiUrl, route } from './utils';

export const spinHandlers = [
  // Whether the spin feature is on; the spinActive flag switches it off (the home tile becomes refresh-all).
  http.get(apiUrl('/api/spinwheel/active'), route(() => HttpResponse.json({ active: getScenario().spinActive }), { auth: true })),
];
