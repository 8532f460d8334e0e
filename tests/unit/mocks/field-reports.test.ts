import { afterEach, describe, expect, it } from 'vitest';
import {
  addFieldReports,
  clearFieldReports,
  droppedFieldReports,
  droppedFieldReportsByReason,
  fieldReports,
  MAX_FIELD_REPORTS,
  postFieldReports,
  REPORTS_PER_CLIENT_PER_MINUTE,
} from '@mocks/qa/field-reports';

afterEach(() => clearFieldReports());

const vital = (route: string) => ({ type: 'vital', name: 'LCP', value: 900, rating: 'good', route, version: '1.1.14' });
const batch = (route: string, size = 20) => ({ reports: Array.from({ length: size }, () => vital(route)) });
const routes = () => fieldReports().map(({ report }) => report.route);

describe('the mock report sink as a sink', () => {
  it('a flood of 800 reports from one client pushes out neither earlier reports nor another client', () => {
    expect(addFieldReports(batch('/login', 3), 'member-a', 0)).toEqual({ ok: true, count: 3, dropped: 0 });
    for (let sent = 0; sent < 800; sent += 20) addFieldReports(batch('/flood'), 'flooder', 1000);
    expect(addFieldReports(batch('/user/home', 2), 'member-b', 2000)).toEqual({ ok: true, count: 2, dropped: 0 });

    expect(routes().filter((route) => route === '/login')).toHaveLength(3);
    expect(routes().filter((route) => route === '/user/home')).toHaveLength(2);
    expect(routes().filter((route) => route === '/flood')).toHaveLength(REPORTS_PER_CLIENT_PER_MINUTE);
    expect(droppedFieldReports()).toBe(800 - REPORTS_PER_CLIENT_PER_MINUTE);
  });

  it('counts a minute per client: a batch past the limit keeps what fits, the next minute starts again', () => {
    for (let sent = 0; sent < REPORTS_PER_CLIENT_PER_MINUTE - 5; sent += 5) addFieldReports(batch('/a', 5), 'c', 0);
    expect(addFieldReports(batch('/a', 20), 'c', 59_999)).toEqual({ ok: true, count: 5, dropped: 15 });
    expect(addFieldReports(batch('/a', 1), 'c', 59_999)).toEqual({ ok: true, count: 0, dropped: 1 });
    expect(addFieldReports(batch('/a', 1), 'c', 60_000)).toEqual({ ok: true, count: 1, dropped: 0 });
    expect(droppedFieldReports()).toBe(16);
  });

  it('when the store is full, the client holding the most loses its oldest', () => {
    const clients = 2 * Math.ceil(MAX_FIELD_REPORTS / REPORTS_PER_CLIENT_PER_MINUTE);
    addFieldReports(batch('/first', 1), 'quiet', 0);
    for (let client = 0; client < clients; client += 1)
      for (let sent = 0; sent < REPORTS_PER_CLIENT_PER_MINUTE; sent += 20)
        addFieldReports(batch('/busy'), `busy-${client}`, 0);
    expect(fieldReports()).toHaveLength(MAX_FIELD_REPORTS);
    expect(routes()[0]).toBe('/first');
  });

  it('600 addresses sending one report each push no sender below its floor of 5: the newcomers are dropped', () => {
    addFieldReports(batch('/user/home', 5), 'member-page', 0);
    addFieldReports(batch('/user/statement', 8), 'busier-page', 0);
    const answers = Array.from({ length: 600 }, (_, address) =>
      addFieldReports(batch('/flood', 1), `10.0.${address}`, 1000),
    );

    expect(fieldReports()).toHaveLength(500);
    expect(routes().filter((route) => route === '/user/home')).toHaveLength(5);
    expect(routes().filter((route) => route === '/user/statement')).toHaveLength(5);
    // 487 fill the store, 3 more take the place of the busier page's reports over its floor, 110 find no room.
    expect(routes().filter((route) => route === '/flood')).toHaveLength(490);
    expect(answers.filter((answer) => answer.ok && answer.count === 0)).toHaveLength(110);
    expect(droppedFieldReportsByReason()).toEqual({ rate: 0, full: 110 });
    expect(postFieldReports(JSON.stringify(batch('/late', 1)), 'late', 1000)).toMatchObject({ status: 429 });
  });

  it('a report within its floor is held 10 minutes against newcomers, then the oldest goes first', () => {
    addFieldReports(batch('/user/home', 5), 'member-page', 0);
    for (let address = 0; address < 495; address += 1) addFieldReports(batch('/other', 1), `10.0.${address}`, 0);
    expect(addFieldReports(batch('/late', 1), 'late', 599_999)).toMatchObject({ count: 0, dropped: 1 });
    expect(addFieldReports(batch('/late', 1), 'later', 600_000)).toMatchObject({ count: 1, dropped: 0 });
    expect(fieldReports()).toHaveLength(500);
    expect(routes().filter((route) => route === '/user/home')).toHaveLength(4);
    expect(routes().at(-1)).toBe('/late');
  });

  it('past MAX_CLIENTS counted at once, a new client is dropped until a minute frees a place', () => {
    for (let client = 0; client < 100; client += 1) addFieldReports(batch('/floor', 5), `f${client}`, 0);
    for (let client = 0; client < 1000; client += 1) addFieldReports(batch('/x', 1), `c${client}`, 1000);
    // 900 newcomers find a minute of their own but no room; the last 100 find no minute either.
    expect(droppedFieldReportsByReason()).toEqual({ rate: 100, full: 900 });
    expect(addFieldReports(batch('/late', 1), 'late', 59_999)).toMatchObject({ count: 0, dropped: 1 });
    expect(droppedFieldReportsByReason()).toEqual({ rate: 101, full: 900 });
    // The first 100 clients' minutes are over: a place is free, though the store still has no room.
    expect(addFieldReports(batch('/late', 1), 'late', 60_000)).toMatchObject({ count: 0, dropped: 1 });
    expect(droppedFieldReportsByReason()).toEqual({ rate: 101, full: 901 });
    expect(droppedFieldReports()).toBe(1002);
  });

  it('refuses member text in an error name, a frame, a money code or a message fingerprint', () => {
    const context = { route: '/user/wallet', version: '1.1.14' };
    const error = { type: 'error', kind: 'error', name: 'TypeError', frames: [], ...context };
    const frame = (file: string) => ({ ...error, frames: [{ file, line: 1, column: 2 }] });
    const money = { type: 'money', endpoint: 'POST /api/wallet/withdraw', code: 'MONEY_NOT_ENOUGH', ...context };
    const one = (report: unknown) => addFieldReports({ reports: [report] }, 'page', 0).ok;
    expect([error, frame('/assets/wallet-Bq3xK9zA.js'), money, { ...money, code: 'HTTP_502' }].map(one)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      [
        { ...error, name: 'SomchaiJaideeError' },
        frame('/0812345678/SOMCHAI-1103700012345.js'),
        frame('/assets/m0812345678-Bq3xK9zA.js'),
        frame('/user/statement'),
        { ...money, code: 'SOMCHAI_JAIDEE_KBANK' },
        { ...money, code: 'HTTP_0812345678' },
        { ...error, fingerprint: '0ae710ac' },
      ].map(one),
    ).toEqual([false, false, false, false, false, false, false]);
    expect(fieldReports()).toHaveLength(4);
  });

  it('answers 200 with what it kept, 429 when it kept nothing, 400 outside the allow-list', () => {
    const post = (body: unknown) => postFieldReports(JSON.stringify(body), 'page');
    for (let sent = 0; sent < REPORTS_PER_CLIENT_PER_MINUTE - 10; sent += 10) post(batch('/a', 10));
    expect(post(batch('/a'))).toEqual({ status: 200, answer: { count: 10, dropped: 10 } });
    expect(post(batch('/a'))).toEqual({ status: 429, answer: { message: 'REQUEST_LIMIT_1MIN', dropped: 20 } });
    expect(postFieldReports('not json', 'page')).toMatchObject({ status: 400 });
    expect(post({ reports: [{ ...vital('/a'), phone: '0812345678' }] })).toMatchObject({ status: 400 });
  });
});
