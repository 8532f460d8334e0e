import type { IncomingMessage } from 'node:http';
import { UPLOAD_BODY_LIMITS } from '@/contract';
import { MB, REQUEST_BODY_LIMIT_BYTES } from '@/rules/uploads';

/** The QA routes' bodies: PUT /__mock/db takes a whole database export (inline images make it a few MB). */
export const QA_BODY_LIMIT_BYTES = 10 * MB;

/**
 * The largest body an API route takes (a larger one answers 413; the server never holds more than this of one
 * body): an upload's own, from the contract as the app and the generated web server read it, else a small one.
 */
export function apiBodyLimit(method: string | undefined, pathname: string): number {
  return UPLOAD_BODY_LIMITS.find((u) => u.method === method && u.path === pathname)?.bytes ?? REQUEST_BODY_LIMIT_BYTES;
}

export class BodyTooLarge extends Error {
  constructor() {
    super('request body too large');
  }
}

/**
 * The whole body, or BodyTooLarge as soon as it passes `limit` (from Content-Length before a byte is read,
 * else while it streams in): what was collected is dropped and the rest is not kept.
 */
export function readBodyCapped(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyTooLarge());
  return new Promise((resolve, reject) => {
    let chunks: Buffer[] = [];
    let size = 0;
    const stop = (): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        stop();
        chunks = [];
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error): void => {
      stop();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}
