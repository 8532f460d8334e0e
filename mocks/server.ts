/**
 * The mocked backend as a real HTTP server (npm run mock:server): the same handlers as the browser worker,
 * for a VITE_API_MOCKS=false build pointed at it, curl, or a phone on the LAN. A development tool.
 *
 *   MOCK_PORT=8787            port (default 8787; 0 picks a free one)
 *   MOCK_HOST=0.0.0.0         interface (default 127.0.0.1)
 *   MOCK_DB_FILE=mock-db.json keep the database in this JSON file instead of memory
 *   MOCK_CORS_ORIGINS=a,b     browser origins allowed on top of http(s)://localhost and 127.0.0.1 on any port
 *   MOCK_ALLOWED_HOSTS=a,b    host names answered on top of localhost, 127.0.0.1 and [::1] (any other Host: 403)
 *   MOCK_QA_TOKEN=secret      QA endpoints need `Authorization: Bearer secret` (else: loopback clients only)
 *
 * QA endpoints: GET|POST /__mock/scenario, POST /__mock/reset, GET|POST|DELETE /__mock/faults, GET /__mock/log,
 * GET|PUT /__mock/db (the whole database as JSON), GET|POST|DELETE /__mock/reports (the app's field signals;
 * posting needs no QA token, a beacon cannot send one; 64 KB cap). Bodies over 10 MB answer 413. The chat socket is a socket.io
 * server on the same port: a member connects with `auth: { token }`, a visitor with `auth: { guestId }`, and
 * the server puts the socket in its room (mocks/standalone/chat-io.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { exportDb, importDb } from './db';
import { parseHosts, parseOrigins } from './standalone/access';
import { createMockServer } from './standalone/app';

function fail(message: string): never {
  console.error(`[mock-server] ${message}`);
  process.exit(1);
}

const port = Number(process.env.MOCK_PORT ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`MOCK_PORT=${process.env.MOCK_PORT} is not a TCP port`);
const host = process.env.MOCK_HOST ?? '127.0.0.1';
const dbFile = process.env.MOCK_DB_FILE;

if (dbFile && existsSync(dbFile)) {
  try {
    importDb(readFileSync(dbFile, 'utf8'));
  } catch (error) {
    fail(`MOCK_DB_FILE=${dbFile} cannot be loaded: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const saveDb = dbFile
  ? () => {
      try {
        writeFileSync(dbFile, exportDb());
      } catch (error) {
        console.error(
          `[mock-server] MOCK_DB_FILE=${dbFile} cannot be saved: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  : undefined;

createMockServer({
  port,
  host,
  corsOrigins: parseOrigins(process.env.MOCK_CORS_ORIGINS),
  allowedHosts: parseHosts(process.env.MOCK_ALLOWED_HOSTS),
  qaToken: process.env.MOCK_QA_TOKEN || undefined,
  onDbChanged: saveDb,
}).then(
  (running) => {
    const qa = process.env.MOCK_QA_TOKEN
      ? 'QA endpoints need the bearer token'
      : 'QA endpoints for loopback clients only';
    console.log(
      `[mock-server] mocked backend on ${running.url} (state ${dbFile ? `in ${dbFile}` : 'in memory'}; ${qa})`,
    );
  },
  (error: unknown) =>
    fail(`cannot listen on ${host}:${port}: ${error instanceof Error ? error.message : String(error)}`),
);
