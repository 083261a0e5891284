import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

// The portal uses none of these; the signature pad needs only pointer events. Only features
// Chromium knows: it logs an error on every page for one it does not ('bluetooth', the obsolete
// 'interest-cohort').
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()';

/**
 * The headers helmet sets for these options, worked out once: they are the same for every answer,
 * and helmet (through @fastify/helmet) otherwise parsed its CSP directives again on every one.
 */
function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers = new Map<string, string>();
  const collector = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => (finished = true));
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return [...headers];
}

export default fp(
  async (app: FastifyInstance) => {
    // Remotes served elsewhere (a CDN) load from exactly the origins the shell accepts (security.allowedRemoteOrigins).
    const remotes = app.config.security.allowedRemoteOrigins;
    const fixed = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remotes],
          // Components and the federation runtime inject <style> tags.
          styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
          imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
          fontSrc: ["'self'", 'data:', ...remotes],
          connectSrc: ["'self'", ...remotes],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          // The portal may run on plain http inside a network; upgrading would break it.
          upgradeInsecureRequests: null,
        },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
      // Sent below only where the request really came over HTTPS: over plain HTTP it means nothing
      // at best and, on a portal reached by IP inside a shop's network, locks browsers out at worst.
      strictTransportSecurity: false,
    });
    fixed.push(['permissions-policy', PERMISSIONS_POLICY]);
    // A JSON answer is never a document: nothing in it runs, frames, loads or asks for a feature.
    // It gets the headers OWASP's REST cheat sheet names for APIs instead of a page's twelve (helmet's eleven and Permissions-Policy)
    // (docs/decisions.md "Güvenlik başlıkları"); pages, files and downloads keep the full set.
    const forJson: Array<[string, string]> = [
      ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
      ['cross-origin-resource-policy', 'same-site'],
      ['referrer-policy', 'no-referrer'],
      ['x-content-type-options', 'nosniff'],
      ['x-frame-options', 'DENY'],
    ];
    // A callback, not an async hook: it runs on every answer (plugins/app/caller.ts).
    app.addHook('onSend', (request, reply, payload, done) => {
      const api = request.url.startsWith('/api/');
      const json = api && String(reply.getHeader('content-type') ?? '').startsWith('application/json');
      for (const [name, value] of json ? forJson : fixed) reply.header(name, value);
      if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      // API answers carry phone numbers and names: never kept by a browser or a proxy.
      if (api && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
