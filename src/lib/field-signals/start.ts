// The one module src/app/background-work.ts loads when the build sets VITE_REPORT_URL.
export { startFieldSignals } from './reporter';
export { routePattern } from './report';
