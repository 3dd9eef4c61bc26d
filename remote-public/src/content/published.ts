import {
  callAction,
  type Language,
  type OutputOf,
  SUPPORTED_LANGUAGES,
  translationsReady,
} from '@atelier/shared';
import type { PublicImage } from '@atelier/shared/contract';
import i18next from 'i18next';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { NAMESPACE } from '../i18n';
import { type ContentPrices, setPrices } from './prices-store';

/**
 * What the public site shows is what the agency published (docs/content.md). Each page's
 * route loads its content with its chunk, so the page never paints the bundled seed and then
 * swaps it; a failed or slow fetch keeps the seed, so a visitor never sees a blank page or an
 * error. Plain async functions, no browser global read at import: the server renderer calls
 * `ensureContent` too.
 */

export type ContentPage = 'home' | 'services' | 'estimator' | 'privacy' | 'terms';

/**
 * The pages whose texts or prices each public page shows, besides its own. The prices come
 * with the estimator's answer (the server adds the language-less `prices` document to it).
 */
export const PAGE_CONTENT: Record<ContentPage, readonly ContentPage[]> = {
  home: ['home', 'estimator'],
  services: ['services', 'estimator', 'home'],
  estimator: ['estimator'],
  privacy: ['privacy'],
  terms: ['terms'],
};

/** Past this, the page renders with the seed rather than keep the visitor waiting. */
const FETCH_TIMEOUT_MS = 3000;

type PublishedAnswer = OutputOf<'content', 'get_published'>;

/**
 * A fetched document is kept for the page's life in a browser. A server render's module lives
 * as long as the host process, so there a document is shared only by the renders that ask for
 * it while it is being fetched: a publication is in the next page served
 * (docs/public-rendering.md; the page may not be taken over for a while to correct it).
 */
const isServer = () => typeof window === 'undefined';

const loads = new Map<string, Promise<void>>();

/** Where a server-rendered page carries the published documents it was drawn with. */
export const EMBEDDED_CONTENT_ID = 'atelier-content';

/**
 * The answers a server render fetched, by `page:locale`, to embed with its HTML; in a browser,
 * those its page carried. Either way, the newest answer for a document that is not a preview.
 */
const answers = new Map<string, PublishedAnswer>(embeddedAnswers());

function embeddedAnswers(): [string, PublishedAnswer][] {
  if (typeof document === 'undefined') return [];
  const text = document.getElementById(EMBEDDED_CONTENT_ID)?.textContent;
  if (!text) return [];
  try {
    return Object.entries(JSON.parse(text) as Record<string, PublishedAnswer>);
  } catch {
    return [];
  }
}

/**
 * The `<script>` that carries what `page` shows in `locale` (its documents and the others it
 * shows), as this render fetched them: the browser then takes the page over with the same
 * texts and images, and without a call. Empty when nothing was fetched.
 */
export function embeddedContentScript(page: ContentPage, locale: string): string {
  const carried = Object.fromEntries(
    PAGE_CONTENT[page].flatMap((each) => {
      const answer = answers.get(`${each}:${locale}`);
      return answer ? [[`${each}:${locale}`, answer]] : [];
    }),
  );
  if (Object.keys(carried).length === 0) return '';
  const json = JSON.stringify(carried).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${EMBEDDED_CONTENT_ID}">${json}</script>`;
}
/** The library images the published documents name, by id (alt text in their language). */
const images = new Map<string, PublicImage>();

export type PreviewState = 'none' | 'showing' | 'refused';
let preview: PreviewState = 'none';
const previewListeners = new Set<() => void>();

function setPreview(next: PreviewState): void {
  if (preview === next) return;
  preview = next;
  for (const listener of previewListeners) listener();
}

function apply(locale: string, answer: PublishedAnswer): void {
  const { prices, ...texts } = answer.content;
  if (prices) setPrices(prices as ContentPrices);
  for (const [id, image] of Object.entries(answer.images ?? {}))
    images.set(`${locale}:${id}`, image);
  i18next.addResourceBundle(locale, NAMESPACE, texts, true, true);
}

const isLanguage = (locale: string): locale is Language =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(locale);

async function load(page: ContentPage, locale: string, token?: string): Promise<void> {
  const carried = !token && !isServer() ? answers.get(`${page}:${locale}`) : undefined;
  if (carried) {
    // The server's page carried it: the same document the HTML shows, no call.
    await translationsReady();
    apply(locale, carried);
    return;
  }
  if (!isLanguage(locale)) {
    // The server keeps documents in the product's languages only (it refuses any other): the seed stays.
    loads.delete(`${page}:${locale}:${token ?? ''}`);
    return;
  }
  const payload = token ? { page, locale, preview: token } : { page, locale };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FETCH_TIMEOUT_MS);
  try {
    const [result] = await Promise.all([
      callAction('content', 'get_published', payload, {
        demoFallback: false,
        sendSession: false,
        signal: controller.signal,
      }),
      // The bundled language must be in first: loaded after, it would overwrite the content.
      translationsReady(),
    ]);
    if (result.success) {
      if (!token && isServer()) answers.set(`${page}:${locale}`, result);
      apply(locale, result);
      if (token) setPreview('showing');
    } else if (token) {
      // An expired or foreign link: the published page, and the banner says so.
      setPreview('refused');
      await ensureContent(page, locale);
    } else {
      loads.delete(`${page}:${locale}:`);
    }
  } catch {
    loads.delete(`${page}:${locale}:${token ?? ''}`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Fetches the published document of `page` in `locale` (the draft with a preview token) once,
 * and lays it over the bundled strings. Never rejects: on failure the seed stays.
 */
export function ensureContent(page: ContentPage, locale: string, previewToken?: string) {
  const key = `${page}:${locale}:${previewToken ?? ''}`;
  const cached = loads.get(key);
  if (cached) return cached;
  const loading = load(page, locale, previewToken);
  loads.set(key, loading);
  if (isServer()) {
    void loading.finally(() => {
      if (loads.get(key) === loading) loads.delete(key);
    });
  }
  return loading;
}

/** A library image a published document names, in `locale`, once its content is loaded. */
export function publishedImage(id: string, locale: string): PublicImage | undefined {
  return id ? images.get(`${locale}:${id}`) : undefined;
}

/** The `?preview=` token of the page's address, in a browser. */
export function previewTokenOfLocation(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return new URLSearchParams(window.location.search).get('preview') ?? undefined;
}

/** Every document `page` shows, in the language shown, for its route's loader. */
export function ensurePageContent(page: ContentPage): Promise<void> {
  const locale = i18next.resolvedLanguage ?? i18next.language ?? 'en';
  const token = previewTokenOfLocation();
  return Promise.all(
    PAGE_CONTENT[page].map((each) =>
      ensureContent(each, locale, each === page ? token : undefined),
    ),
  ).then(() => undefined);
}

/** Loads the page's content again when the visitor changes language, then re-renders. */
export function usePageContent(page: ContentPage): void {
  const [, rerender] = useState(0);
  useEffect(() => {
    const onLanguage = () => {
      void ensurePageContent(page).then(() => rerender((n) => n + 1));
    };
    i18next.on('languageChanged', onLanguage);
    return () => i18next.off('languageChanged', onLanguage);
  }, [page]);
}

/** Whether this visit shows a draft through a preview link (or was refused one). */
export function usePreviewState(): PreviewState {
  return useSyncExternalStore(
    (listener) => {
      previewListeners.add(listener);
      return () => previewListeners.delete(listener);
    },
    () => preview,
    () => 'none' as const,
  );
}
