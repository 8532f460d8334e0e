import type { IncomingMessage } from 'node:http';

/** Request bodies over this size answer 413; the server never holds more than this of one body. */
export const BODY_LIMIT_BYTES = 10 * 1024 * 1024;

export class BodyTooLarge extends Error {
  constructor() {
    super('request body too large');
  }
}

/**
 * The whole body, or BodyTooLarge as soon as it passes `limit` (from Content-Length before a byte is read,
 * else while it streams in): what was collected is dropped and the rest is not kept.
 */
export function readBodyCapped(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<Buffer> {
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
