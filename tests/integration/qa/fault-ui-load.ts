/** The fault matrix's load rows: a screen's first load through the four faults, then a retry (see ./fault-ui-support). */
import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { clearRequestLog } from '@mocks/qa/request-log';
import { dbFingerprint, FAULTS, injectFault, type FaultName } from './fault-support';
import { endpointSeen, expectBehaviour, expectFaultsTaken, expectShellAlive, type Behaviour } from './fault-ui-support';

export interface LoadRow {
  endpoint: string;
  behaviour: Behaviour;
  path: string;
  /** The member shell (the visitor shell otherwise). */
  member: boolean;
  /** The query retries a lost connection once (server answers and timeouts are not): a network fault then comes twice. */
  retriesOnce: boolean;
  /** The page's own calls of the endpoint to let pass first: the first fault is armed after it resolves. */
  before?: () => Promise<void>;
  /** Brings the page to the point where the call is sent (e.g. opens the modal). */
  open?: (user: UserEvent) => Promise<void>;
  /** Resolves once the failed load has settled: the loader is gone and the failure view (if any) is shown. */
  failed: () => Promise<void>;
  /** The member's way to load again (a retry button, reopening the modal). */
  reload: (user: UserEvent) => Promise<void>;
  loaded: () => Promise<void>; // what the loaded view shows
}

// One load row in one render: the first fault on the load, the next three on the member's reloads, then a
// clean reload shows the data. Loads change nothing, so the database stays as it was.
export async function runLoadRow(row: LoadRow): Promise<void> {
  const untouched = dbFingerprint();
  const inject = (fault: FaultName) => {
    injectFault(row.endpoint, fault);
    if (row.retriesOnce && fault === 'network') injectFault(row.endpoint, fault);
  };
  clearRequestLog();
  if (!row.before) inject(FAULTS[0]);
  const { user, queryClient } = await renderApp(row.path, { as: row.member ? SEEDED.member.phone : null });
  if (row.before) await row.before().then(() => (clearRequestLog(), inject(FAULTS[0])));
  // The app's one retry of a lost connection waits a second; the matrix checks that it happens, not how soon.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  });
  await row.open?.(user);
  for (const [index, fault] of FAULTS.entries()) {
    if (index > 0) {
      inject(fault);
      clearRequestLog();
      await row.reload(user);
    }
    if (fault !== 'timeout') await waitFor(() => expect(endpointSeen(row.endpoint)).toBe(true), { timeout: 3000 });
    await row.failed();
    await expectBehaviour(row.behaviour, fault);
    await expectShellAlive(row.member);
    expectFaultsTaken(`${row.endpoint} ${fault}`);
  }
  await row.reload(user);
  await row.loaded();
  await expectShellAlive(row.member);
  expect(dbFingerprint(), `${row.endpoint}: a load changed the mock database`).toBe(untouched);
}
