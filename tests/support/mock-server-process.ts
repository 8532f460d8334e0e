import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { beforeAll } from 'vitest';
import { server as mockInterceptor } from '@mocks/node';
import { mockServerEntry } from './mock-server-bundle';

/**
 * `npm run mock:server` (its bundle, ./mock-server-bundle.ts) as a child process on a free port (MOCK_PORT=0), for the node tests of the standalone
 * mock server: the port comes from its start line, its memory from /proc.
 */
// vitest runs from the repository root (import.meta.url is not a file: URL under jsdom).
const repoRoot = process.cwd();

/**
 * The test setup intercepts this process's HTTP and WebSocket calls with the in-process mock (tests/setup.ts):
 * a file that talks to the real server process turns that off first.
 */
export function talkToRealServers(): void {
  beforeAll(() => mockInterceptor.close());
}

export interface MockServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resident memory of the server process in MB. */
  rssMb: () => number;
  stop: () => Promise<void>;
}

export interface Exited {
  code: number | null;
  stdout: string;
  stderr: string;
}

async function spawnServer(env: Record<string, string>): Promise<{
  child: ChildProcess;
  output: () => string;
  stderr: () => string;
  stdout: () => string;
}> {
  const child = spawn(process.execPath, [await mockServerEntry()], {
    cwd: repoRoot,
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', MOCK_PORT: '0', MOCK_HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, output: () => `${stdout}${stderr}`, stdout: () => stdout, stderr: () => stderr };
}

/** Starts the server and resolves once it printed its address. */
export async function startMockServerProcess(
  env: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<MockServerProcess> {
  const { child, output } = await spawnServer(env);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the mock server did not start within ${timeoutMs} ms:\n${output()}`)),
      timeoutMs,
    );
    const onData = () => {
      const match = /mocked backend on (http:\/\/\S+?:\d+)/.exec(output());
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the mock server exited (${code}):\n${output()}`));
    });
  });
  return {
    url,
    child,
    output,
    rssMb: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs the server expecting it to stop by itself (a start-up error); kills it after `timeoutMs`. */
export async function runMockServerUntilExit(env: Record<string, string>, timeoutMs = 30_000): Promise<Exited> {
  const { child, stdout, stderr } = await spawnServer(env);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  return { code, stdout: stdout(), stderr: stderr() };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: () => unknown;
}

/**
 * One HTTP request with node:http (any header, Origin included), the whole answer as text. `target` is sent as
 * the request line's target byte for byte (a URL string would be normalised first); `localAddress` (127.0.0.2,
 * ...) makes it come from another peer.
 */
export function rawRequest(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    target?: string;
    localAddress?: string;
  } = {},
): Promise<RawAnswer> {
  const { method = 'GET', headers, localAddress, target } = options;
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers, localAddress, ...(target && { path: target }) }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text,
          json: () => JSON.parse(text) as unknown,
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

/** JSON request helper: a body object is sent as JSON with its Content-Type. */
export function jsonRequest(
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return rawRequest(url, {
    method,
    body: text,
    headers: text === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
  });
}
