import type { SystemInfo } from '@tamir/shared-api';
import { DescriptionList, formatDateTime } from '@tamir/shared-ui';
import { SETTINGS_TEXTS as T } from './settings-texts';

/** The system-info tab's list of remotes (issue 31): each with its version, commit, build time and address. */
export function RunningRemotes({ remotes }: { remotes: SystemInfo['remotes'] }) {
  return (
    <section className="adm-remotes" aria-labelledby="adm-remotes-title">
      <h3 id="adm-remotes-title">{T.remotesTitle}</h3>
      {remotes.map((remote) => (
        <section key={remote.name} className="adm-remotes__item" aria-label={T.remoteNames[remote.name] ?? remote.name}>
          <h4>{T.remoteNames[remote.name] ?? remote.name}</h4>
          <DescriptionList
            className="adm-info"
            items={[
              { label: T.remoteVersion, value: remote.version ?? T.unknown },
              { label: T.remoteCommit, value: remote.commit ?? T.unknown },
              { label: T.remoteBuiltAt, value: remote.builtAt ? formatDateTime(remote.builtAt) : T.unknown },
              { label: T.remoteAddress, value: remote.address },
              { label: T.remoteSource, value: T.remoteSources[remote.source] },
            ]}
          />
        </section>
      ))}
    </section>
  );
}
