import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, SEEDED } from '@tests/support/render-app';

/**
 * The statement's answer renders its lines in a pass of their own, which React can pause: rendered in the task that
 * took the answer, a page of lines held a slow phone's main thread about 100 ms (4x CPU), and a tap waited for it.
 */
describe("the statement's lines after the pass that took the answer", () => {
  it('the list stops being busy a pass before its lines replace the loading line', async () => {
    // Each change of the page, in order: whether the list was still busy, and whether its lines were on the page.
    const changes: { busy: boolean; lines: boolean }[] = [];
    const observer = new MutationObserver(() => {
      const section = screen.queryByRole('region', { name: 'Statement entries' });
      changes.push({
        busy: section?.getAttribute('aria-busy') !== 'false',
        lines: screen.queryByRole('list', { name: 'Statement, page 1' }) !== null,
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    try {
      await renderApp('/user/statement', { as: SEEDED.member.phone });
      await screen.findByRole('list', { name: 'Statement, page 1' });
    } finally {
      observer.disconnect();
    }
    const answered = changes.findIndex((change) => !change.busy);
    const lines = changes.findIndex((change) => change.lines);
    expect(answered).toBeGreaterThanOrEqual(0);
    expect(lines).toBeGreaterThan(answered);
  });
});
