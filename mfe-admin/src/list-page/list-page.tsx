import type { ReactNode } from 'react';
import { PageHeader, Pagination } from '@tamir/shared-ui';
import { LoadFailed } from '../components/load-failed';
import { StatCards, type StatItem } from './stat-cards';

/** What the scaffold reads of a page query (usePageQuery and the log search). */
export interface ListQuery<D extends PageData = PageData> {
  isError: boolean;
  refetch: () => unknown;
  data?: D;
}
type PageData = { totalPages: number; totalCount: number };

export interface ListPageProps<D extends PageData> {
  title: string;
  subtitle?: string;
  /** The header's buttons ('Yeni …'). */
  actions?: ReactNode;
  /** Between the header and the list: a selector the list depends on. */
  lead?: ReactNode;
  /** Shown instead of everything below the header and `lead` (e.g. 'choose a shop first'). */
  blocked?: ReactNode;
  /** The statistics cards; false or null while they are hidden. */
  stats?: StatItem[] | false | null;
  /** Names the statistics row as a section. */
  statsLabel?: string;
  /** Under the statistics: banners, a summary. */
  intro?: ReactNode;
  filters?: ReactNode;
  list: ListQuery<D>;
  /** The screen's own text for a list that could not be read (administration §8). */
  loadFailed: string;
  /** The rows: a DataTable (cards on a phone) or a CardGrid. */
  children: ReactNode;
  page: number;
  onPageChange: (page: number) => void;
  /** The pagination's summary; 'Toplam n kayıt' when not given. */
  summary?: (data: D) => string;
  /** The page's dialogs: create/edit form, confirmations, details. */
  dialogs?: ReactNode;
}

/**
 * One admin list page: header with its actions, statistics cards, filter panel, the rows (or the
 * load error with 'Tekrar Dene'), server pagination when there is more than one page, and dialogs.
 */
export function ListPage<D extends PageData>(props: ListPageProps<D>) {
  const { title, subtitle, actions, lead, blocked, stats, statsLabel, intro, filters, list, loadFailed, children } = props;
  const { page, onPageChange, summary = (data) => `Toplam ${data.totalCount} kayıt`, dialogs } = props;
  return (
    <div className="adm-page tf-stack">
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {lead}
      {blocked ?? (
        <>
          {stats && <StatCards items={stats} label={statsLabel} />}
          {intro}
          {filters}
          {list.isError ? <LoadFailed message={loadFailed} onRetry={() => void list.refetch()} /> : children}
          {list.data && list.data.totalPages > 1 && (
            <Pagination page={page} totalPages={list.data.totalPages} onPageChange={onPageChange} summary={summary(list.data)} />
          )}
        </>
      )}
      {dialogs}
    </div>
  );
}
