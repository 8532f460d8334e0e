// The figures of one Lighthouse result (summarise) and the median of a run's figures, for tests/perf/lighthouse.mjs.

export const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export function summarise(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const failing = Object.values(lhr.categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .map((ref) => `${category.id}: ${ref.id}`),
    );
  const opportunities = [
    'largest-contentful-paint-element',
    'layout-shifts',
    'render-blocking-resources',
    'bootup-time',
  ]
    .filter((id) => lhr.audits[id] && lhr.audits[id].score !== null && lhr.audits[id].score < 1)
    .map((id) => `${id}: ${lhr.audits[id].displayValue ?? ''}`.trim());
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing,
    opportunities,
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}
