import { createInstance } from '@module-federation/enhanced/runtime';
import { unregisterRemote } from './index';

// Issue 40 item 13: mounting a new version of a remote logs no 'already registered' warning. On the
// real federation runtime (no double): the old registration is removed, then the new one is a plain
// first registration.

const V1 = 'http://localhost/remotes/mfe_operations/0.1.0-aaaaaaaa/mf-manifest.json';
const V2 = 'http://localhost/remotes/mfe_operations/0.1.0-bbbbbbbb/mf-manifest.json';

function host() {
  return createInstance({ name: `shell_test_${Math.random().toString(36).slice(2)}`, remotes: [] });
}

describe('unregisterRemote on the real federation runtime', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());
  const warned = () => warn.mock.calls.map((call) => call.map(String).join(' ')).filter((text) => text.includes('already registered'));

  it('lets a new version register without the runtime’s warning, and the new entry is the one registered', () => {
    const instance = host();
    instance.registerRemotes([{ name: 'mfe_operations', entry: V1 }]);
    expect(unregisterRemote('mfe_operations', instance as never)).toBe(true);
    instance.registerRemotes([{ name: 'mfe_operations', entry: V2 }]);
    expect(warned()).toEqual([]);
    expect(instance.options.remotes.filter((remote) => remote.name === 'mfe_operations').map((remote) => 'entry' in remote && remote.entry)).toEqual([V2]);
  });

  it('is needed: re-registering with force alone logs the warning', () => {
    const instance = host();
    instance.registerRemotes([{ name: 'mfe_operations', entry: V1 }]);
    instance.registerRemotes([{ name: 'mfe_operations', entry: V2 }], { force: true });
    expect(warned()).toHaveLength(1);
  });

  it('answers false for a remote never registered, changing nothing', () => {
    const instance = host();
    expect(unregisterRemote('mfe_admin', instance as never)).toBe(false);
    expect(unregisterRemote('mfe_admin', null)).toBe(false);
  });
});
