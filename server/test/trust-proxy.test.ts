import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { ConfigError, loadConfig } from '../src/config';
import { fastifyTrustProxy, parseTrustProxy } from '../src/lib/trust-proxy';

// Issue 42, fault 1: TRUST_PROXY names how many proxies, or which, may tell the client's address;
// the client is the right-most address that is not a trusted proxy, and `true` is refused at start.

/** The address Fastify gives a request from `peer` with this X-Forwarded-For, under TRUST_PROXY=`setting`. */
async function clientOf(setting: string, peer: string, forwardedFor: string): Promise<string> {
  const app = Fastify({ trustProxy: fastifyTrustProxy(parseTrustProxy(setting)) });
  app.get('/', async (request) => request.ip);
  const reply = await app.inject({ url: '/', remoteAddress: peer, headers: { 'x-forwarded-for': forwardedFor } });
  await app.close();
  return reply.body;
}

describe('TRUST_PROXY', () => {
  it('refuses true at start, saying what to write instead', () => {
    assert.throws(
      () => loadConfig({ TRUST_PROXY: 'true' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.message.includes('TRUST_PROXY=1') &&
        error.message.includes('10.0.0.5') &&
        error.message.startsWith('Geçersiz ortam değişkeni'),
    );
  });

  it('refuses what is neither a hop count nor addresses', () => {
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', 'fe80::1/129', '1.2.3.4/8/9', '11']) {
      assert.throws(() => loadConfig({ TRUST_PROXY: bad }), ConfigError, bad);
    }
  });

  it('reads unset, false, a hop count, and a list of addresses and CIDRs', () => {
    assert.equal(loadConfig({}).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: '1' }).trustProxy, 1);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback' }).trustProxy, ['10.0.0.5', '10.1.0.0/16', 'loopback']);
  });

  it('with one hop the client is the address the proxy appended, whatever the client wrote before it', async () => {
    assert.equal(await clientOf('1', '127.0.0.1', '10.6.1.1, 203.0.113.5'), '203.0.113.5');
    assert.equal(await clientOf('1', '127.0.0.1', '10.6.2.2, 10.6.3.3, 203.0.113.5'), '203.0.113.5');
    assert.equal(await clientOf('2', '127.0.0.1', '10.6.1.1, 203.0.113.5, 10.0.0.9'), '203.0.113.5');
  });

  it('with the proxies listed, the right-most address that is not one of them', async () => {
    assert.equal(await clientOf('127.0.0.1,10.0.0.0/8', '127.0.0.1', '198.51.100.1, 203.0.113.5, 10.0.0.9'), '203.0.113.5');
    // A peer that is not a listed proxy is the client itself, whatever it sends.
    assert.equal(await clientOf('10.0.0.5', '192.0.2.9', '203.0.113.5'), '192.0.2.9');
  });

  it('without it, the socket’s peer is the client', async () => {
    assert.equal(await clientOf('false', '192.0.2.9', '203.0.113.5'), '192.0.2.9');
  });
});
