import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@tamir/shared-api/domain';
import { HttpError } from '../../lib/http-errors';

// Control characters other than tab, line feed and carriage return, and lone UTF-16 surrogates:
// PostgreSQL refuses NUL, and a lone surrogate cannot be stored as the text the user sent.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;
// Text made only of spaces, invisible format characters (zero-width space, joiners, BOM…) and the
// letters and symbols that draw nothing (Hangul fillers, the blank Braille pattern).
const INVISIBLE_ONLY = /^[\s\p{Cf}\p{Zs}\u115F\u1160\u2800\u3164\uFFA0]*$/u;
const MAX_DEPTH = 16;

const refuse = () => new HttpError(400, MSG.invalidCharacters);

/** Every string of a parsed input, checked and cleaned in place; deeper nesting is refused. */
function clean(value: unknown, depth: number): unknown {
  if (typeof value === 'string') {
    if (FORBIDDEN.test(value)) throw refuse();
    return value !== '' && INVISIBLE_ONLY.test(value) ? '' : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) throw new HttpError(400, MSG.invalidRequest);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = clean(value[i], depth + 1);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (FORBIDDEN.test(key)) throw refuse();
    // No field is named like a property every object inherits ('constructor', 'toString'…), and
    // such a key would reach a validator's own lookups (yup reads fields[key] and finds
    // Object.prototype's): it is dropped like any other unknown key.
    if (key in Object.prototype) {
      delete record[key];
      continue;
    }
    record[key] = clean(record[key], depth + 1);
  }
  return record;
}

/** Checks and cleans values read outside the parsed body (a multipart upload's text fields) as the body would be. */
export const cleanInput = <T>(value: T): T => clean(value, 0) as T;

/** The raw path, as the client sent it: %00, other encoded control bytes and broken escapes are refused. */
function checkPath(request: FastifyRequest) {
  const raw = request.raw.url ?? '';
  const pathPart = raw.split('?')[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    throw new HttpError(400, MSG.invalidRequest);
  }
  if (FORBIDDEN.test(decoded)) throw refuse();
}

/**
 * Bad input is refused as bad input in one place, before any route or the database sees it:
 * paths (API and static files alike) on arrival, then params, query and body once parsed.
 */
export default fp(
  async (app: FastifyInstance) => {
    // Callbacks, not async hooks: they run on every request (plugins/app/caller.ts).
    app.addHook('onRequest', (request, _reply, done) => {
      try {
        checkPath(request);
      } catch (error) {
        return done(error as Error);
      }
      done();
    });
    app.addHook('preValidation', (request, _reply, done) => {
      try {
        request.params = clean(request.params, 0) as typeof request.params;
        request.query = clean(request.query, 0) as typeof request.query;
        if (request.body !== undefined) request.body = clean(request.body, 0);
      } catch (error) {
        return done(error as Error);
      }
      done();
    });
  },
  { name: 'input-guard' },
);
