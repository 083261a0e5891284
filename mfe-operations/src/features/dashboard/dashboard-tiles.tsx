import { Link } from 'react-router-dom';

export interface DashboardTile {
  to: string;
  label: string;
  hint: string;
}

/** The dashboards' link tiles (quick actions, shortcuts) in a labelled `<nav>`. */
export function DashboardTiles({ label, tiles }: { label: string; tiles: readonly DashboardTile[] }) {
  return (
    <nav aria-label={label}>
      <ul className="tf-grid tf-grid--fit ops-tiles">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="ops-tile">
              <span className="ops-tile__label">{tile.label}</span>
              <span className="ops-tile__hint">{tile.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
