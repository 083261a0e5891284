import { connect } from 'node:net';

export interface RawReply {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/**
 * One HTTP/1.1 request written byte for byte on a socket: paths with NUL, broken escapes or raw
 * non-UTF-8 bytes, and header sizes that fetch and node:http refuse to send.
 */
export function rawRequest(baseUrl: string, head: string | Buffer, body?: string | Buffer, timeoutMs = 10_000): Promise<RawReply> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      // A reset after the answer was written still counts as the answer.
      if (chunks.length > 0) resolve(parse(Buffer.concat(chunks)));
      else reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      if (chunks.length === 0) reject(new Error('connection closed without an answer'));
      else resolve(parse(Buffer.concat(chunks)));
    });
    socket.on('connect', () => {
      socket.write(head);
      if (body !== undefined) socket.write(body);
    });
  });
}

function parse(raw: Buffer): RawReply {
  const split = raw.indexOf('\r\n\r\n');
  const headText = raw.subarray(0, split < 0 ? raw.length : split).toString('latin1');
  let payload = split < 0 ? Buffer.alloc(0) : raw.subarray(split + 4);
  const [statusLine, ...lines] = headText.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) payload = dechunk(payload);
  return { status: Number(statusLine.split(' ')[1]), headers, text: payload.toString('utf8') };
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < data.length) {
    const lineEnd = data.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** A request head: the path is written as given (latin1, so '\xff' is one raw byte). */
export function requestHead(method: string, path: string, headers: Record<string, string> = {}, bodyLength?: number): Buffer {
  const lines = [`${method} ${path} HTTP/1.1`, 'host: 127.0.0.1', 'connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (bodyLength !== undefined) lines.push(`content-length: ${bodyLength}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
}
