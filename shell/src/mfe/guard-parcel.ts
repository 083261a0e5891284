import type { ParcelConfig } from 'single-spa';

/** A parcel config object (not the loading-function form). */
export type ParcelObject = Extract<ParcelConfig, { mount: unknown }>;
type Lifecycle = ParcelObject['mount'];
type Props = Parameters<Extract<Lifecycle, (...args: never[]) => unknown>>[0];

async function run(lifecycle: Lifecycle | undefined, props: Props): Promise<void> {
  if (!lifecycle) return;
  for (const fn of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await fn(props);
}

/**
 * Wraps a remote's parcel config so that a failing bootstrap or mount is reported through
 * `onError` (the slot then shows its error box) instead of surfacing as an unhandled rejection,
 * and a parcel that never mounted is not unmounted.
 */
export function guardParcel(config: ParcelObject, onError: (error: unknown) => void): ParcelObject {
  let failed = false;
  const fail = (error: unknown) => {
    failed = true;
    onError(error);
  };
  const guarded: ParcelObject = {
    bootstrap: (props: Props) => run(config.bootstrap, props).catch(fail),
    mount: async (props: Props) => {
      if (failed) return;
      await run(config.mount, props).catch(fail);
    },
    unmount: async (props: Props) => {
      if (failed) return;
      await run(config.unmount, props).catch((error: unknown) => console.error(error));
    },
  };
  const { update } = config;
  if (update) {
    guarded.update = async (props: Props) => {
      if (!failed) await run(update, props).catch(fail);
    };
  }
  return guarded;
}
