// The one module src/main.tsx loads when the build sets VITE_REPORT_URL.
export { startFieldSignals } from './reporter';
export { routePattern } from './report';
