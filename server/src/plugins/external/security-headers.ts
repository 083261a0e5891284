import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Origins of remotes served elsewhere (REMOTE_MFE_*_URL on a CDN) must be allowed to load. */
function remoteOrigins(urls: Array<string | null>): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url || !/^https?:\/\//.test(url)) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins];
}

// The portal uses none of these; the signature pad needs only pointer events.
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), interest-cohort=()';

export default fp(
  async (app: FastifyInstance) => {
    const { operations, publicForm, admin } = app.config.remotes;
    const remotes = remoteOrigins([operations, publicForm, admin]);
    await app.register(helmet, {
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
    app.addHook('onSend', async (request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      // API answers carry phone numbers and names: never kept by a browser or a proxy.
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);
