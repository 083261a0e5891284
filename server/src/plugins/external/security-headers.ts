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
    });
  },
  { name: 'security-headers' },
);
