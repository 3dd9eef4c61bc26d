import { PageHeader, SelectField, useDocumentTitle } from '@atelier/shared';
import type { MediaImage } from '@atelier/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListToolbar } from '../../common/ListToolbar';
import { ListView } from '../../common/ListView';
import { NAMESPACE } from '../../i18n';
import { ImageDetailDialog } from './ImageDetailDialog';
import { ImageGrid } from './ImageGrid';
import {
  hasImageFilters,
  type ImageFilters,
  parseImageFilters,
  toImagesQuery,
  writeImageFilters,
} from './image-filters';
import { useImagesFailure } from './images-failure';
import { UploadZone } from './UploadZone';
import { useImages } from './use-images';

/** `/admin/images`: the media library (docs/images.md). */
export default function ImagesPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('images.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  const describe = useImagesFailure();
  const [params, setParams] = useSearchParams();
  const filters = parseImageFilters(params);
  const list = useImages(toImagesQuery(filters));
  const [selected, setSelected] = useState<MediaImage | null>(null);
  const isFiltered = hasImageFilters(filters);

  // Any change but a page turn goes back to page 1; Replace, so Back leaves the page.
  const change = (next: Partial<ImageFilters>) =>
    setParams(writeImageFilters({ ...filters, page: 1, ...next }), { replace: true });
  const clear = () => setParams({}, { replace: true });

  return (
    <>
      <PageHeader title={title} description={t('images.description')} />
      <UploadZone />
      <ListToolbar
        label={t('images.filtersLabel')}
        searchPlaceholder={t('images.searchPlaceholder')}
        search={filters.search}
        onSearch={(search) => change({ search })}
        isFiltered={isFiltered}
        onClear={clear}
      >
        <SelectField
          label={t('images.tagFilter')}
          value={filters.tag ?? ''}
          options={[
            { value: '', label: t('common.filters.any') },
            ...(list.data?.tags ?? []).map((tag) => ({ value: tag, label: tag })),
          ]}
          onChange={(event) => change({ tag: event.target.value || null })}
        />
        <SelectField
          label={t('images.altFilter.label')}
          value={filters.isMissingAlt ? 'missing' : ''}
          options={[
            { value: '', label: t('common.filters.any') },
            { value: 'missing', label: t('images.altFilter.missing') },
          ]}
          onChange={(event) => change({ isMissingAlt: event.target.value === 'missing' })}
        />
      </ListToolbar>
      <ListView
        total={list.data?.total}
        failure={list.failure ? describe(list.failure) : null}
        failedTitle={t('images.failedTitle')}
        onRetry={list.refetch}
        loadingLabel={t('images.loading')}
        isFiltered={isFiltered}
        onClear={clear}
        empty={{
          title: t('images.empty.title'),
          description: t('images.empty.description'),
          action: null,
        }}
        noMatch={{ title: t('images.noMatch.title'), description: t('images.noMatch.description') }}
        pagesLabel={t('images.pagination')}
        page={filters.page}
        pageSize={filters.pageSize}
        onPageChange={(next) =>
          setParams(
            writeImageFilters({ ...filters, ...('pageSize' in next ? { page: 1 } : {}), ...next }),
            { replace: true },
          )
        }
      >
        <ImageGrid images={list.data?.images ?? []} onOpen={setSelected} />
      </ListView>
      <ImageDetailDialog
        image={selected}
        onChange={setSelected}
        onClose={() => setSelected(null)}
      />
    </>
  );
}
