import { type ApiResult, Button, FailureLine, moveItem } from '@atelier/shared';
import type { AdminSitePage, SitePageKey } from '@atelier/shared/contract';
import { Card, kitStyles } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { reorderNavigation, updatePage } from './api';
import { QueryState } from './QueryState';
import styles from './SiteManagement.module.css';
import { usePages, useSiteFailure, useSiteWrite } from './use-site-management';

/** The navigation's order with the page at `index` one place up (-1) or down (1). */
const movedOrder = (pages: readonly AdminSitePage[], index: number, by: -1 | 1): SitePageKey[] =>
  moveItem(
    pages.map((page) => page.page),
    index,
    by,
  );

const MOVES = { [-1]: 'moveUp', 1: 'moveDown' } as const;

/** A page's setting, on or off, saved as soon as it is switched. */
function Switch(props: {
  label: string;
  isOn: boolean;
  disabled: boolean;
  describedBy?: string;
  onChange: (isOn: boolean) => void;
}) {
  return (
    <label className={kitStyles.check}>
      <input
        type="checkbox"
        role="switch"
        checked={props.isOn}
        aria-checked={props.isOn}
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      {props.label}
    </label>
  );
}

/**
 * Each page: published or not (not the home page), in the navigation or not, and its place in
 * it (Move up / Move down). Every change is saved at once.
 */
export function PagesTab() {
  const { t } = useTranslation(NAMESPACE);
  const query = usePages();
  const write = useSiteWrite();
  const describe = useSiteFailure();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const pages = query.data?.pages;
  if (!pages) return <QueryState failure={query.failure} onRetry={query.refetch} />;

  async function run(what: string, call: () => Promise<ApiResult<unknown>>) {
    setPending(what);
    const result = await write(call);
    setPending(null);
    setFailure(result.success ? null : describe(result));
  }

  const name = (page: SitePageKey) => t(`siteManagement.pageNames.${page}`);

  return (
    <Card>
      <p className={styles.intro}>{t('siteManagement.pages.intro')}</p>
      <FailureLine variant="banner">{failure}</FailureLine>
      <ul className={styles.pageList} aria-label={t('siteManagement.pages.listLabel')}>
        {pages.map((page, index) => (
          <li key={page.page} className={styles.pageRow}>
            <div className={styles.pageName}>
              <strong>{name(page.page)}</strong>
              <code>{page.path}</code>
            </div>
            <Switch
              label={t('siteManagement.pages.published', { page: name(page.page) })}
              isOn={page.published}
              disabled={page.page === 'home' || pending !== null}
              describedBy={page.page === 'home' ? 'site-home-note' : undefined}
              onChange={(published) =>
                void run(page.page, () => updatePage({ page: page.page, published }))
              }
            />
            <Switch
              label={t('siteManagement.pages.inNav', { page: name(page.page) })}
              isOn={page.in_nav}
              disabled={pending !== null}
              onChange={(in_nav) =>
                void run(page.page, () => updatePage({ page: page.page, in_nav }))
              }
            />
            <div className={styles.moves}>
              {([-1, 1] as const).map((by) => (
                <Button
                  key={by}
                  variant="secondary"
                  size="sm"
                  disabled={index === (by === -1 ? 0 : pages.length - 1) || pending !== null}
                  aria-label={t(`siteManagement.pages.${MOVES[by]}`, { page: name(page.page) })}
                  onClick={() =>
                    void run(page.page, () => reorderNavigation(movedOrder(pages, index, by)))
                  }
                >
                  {t(`siteManagement.pages.${MOVES[by]}Short`)}
                </Button>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <p id="site-home-note" className={styles.note}>
        {t('siteManagement.pages.homeNote')}
      </p>
    </Card>
  );
}
