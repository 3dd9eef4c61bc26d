/**
 * Lighthouse (mobile, default simulated throttling) on the public routes of the running stack,
 * beside a static HTML page of the same hero served by this process: the static page is the
 * yardstick of what this machine, this Chromium and this throttling can do, so the LCP is
 * compared with it in the same run rather than with a number measured elsewhere.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium';
import { REPO_ROOT } from './stack';
import { listen } from './static-server';

export const PUBLIC_ROUTES = [
  '/',
  '/services',
  '/estimator',
  '/get-started',
  '/auth/login',
  '/auth/register',
];

export type LighthouseFigures = {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /**
   * The page's response as sent (headers and compressed body). Lighthouse's simulated network
   * sends ~14.6 KB in its first round trip: a page over that paints one round trip (150 ms)
   * later (docs/public-rendering.md, "The first round trip").
   */
  documentBytes: number;
};

type HeroText = { eyebrow: string; title: string; subtitle: string; note: string };

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The home page's hero as one static document: same words, system fonts, no script. */
export function staticHeroPage(hero: HeroText): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Atelier (static)</title><meta name="description" content="Static reference page">
<style>body{margin:0;font-family:system-ui,sans-serif;color:#1a1a2e}main{padding:48px 20px;max-width:1120px;margin:auto}
.eyebrow{display:inline-block;padding:6px 14px;border:1px solid #ddd;border-radius:999px;font-size:14px;font-weight:600}
h1{font-size:clamp(2.2rem,6vw,3.6rem);line-height:1.1;margin:24px 0}.subtitle{font-size:1.2rem;line-height:1.6;color:#444}
a{display:inline-block;margin:8px 8px 0 0;padding:14px 22px;border-radius:10px;background:#3d2bd6;color:#fff;text-decoration:none}</style>
</head><body><main><p class="eyebrow">${escapeHtml(hero.eyebrow)}</p><h1>${escapeHtml(hero.title)}</h1>
<p class="subtitle">${escapeHtml(hero.subtitle)}</p><a href="/get-started">Start your project</a><a href="/estimator">Estimate your budget</a>
<p>${escapeHtml(hero.note)}</p></main></body></html>
`;
}

/** Serves the static hero page at `/` on `port` (every path answers it). */
export async function startStaticHeroServer(port: number): Promise<Server> {
  const locale = JSON.parse(
    readFileSync(path.join(REPO_ROOT, 'remote-public/src/locales/en.json'), 'utf8'),
  ) as { home: { hero: HeroText } };
  const body = staticHeroPage(locale.home.hero);
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(body);
  });
  await listen(server, port, '127.0.0.1');
  return server;
}

/** Debian's Chromium with a DevTools port for Lighthouse, on a throwaway profile. */
export async function launchChromiumForLighthouse(
  port: number,
): Promise<{ stop: () => Promise<void> }> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'atelier-lighthouse-'));
  const executable = CHROMIUM_LAUNCH_OPTIONS.executablePath ?? '/usr/bin/chromium';
  const child: ChildProcess = spawn(
    executable,
    [
      ...(CHROMIUM_LAUNCH_OPTIONS.args ?? []),
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(profile, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/** One Lighthouse navigation with its defaults (mobile form factor, simulated throttling). */
export async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    lhr.audits['network-requests']?.details as
      | { items?: Array<{ resourceType?: string; transferSize?: number }> }
      | undefined
  )?.items;
  const document = requests?.find(({ resourceType }) => resourceType === 'Document');
  return {
    documentBytes: document?.transferSize ?? Number.NaN,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
  };
}

/** The run with the median performance score of several (Lighthouse varies from run to run). */
export function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('No Lighthouse run to summarise');
  return median;
}

/** A Markdown table: one row per page, the static page first, LCP as a ratio to its LCP. */
export function lighthouseTable(
  reference: LighthouseFigures,
  rows: Array<{ page: string; figures: LighthouseFigures }>,
): string {
  const line = (page: string, figures: LighthouseFigures) =>
    `| ${page} | ${figures.performance} | ${(figures.lcpMs / 1000).toFixed(2)} s | ${(figures.lcpMs / reference.lcpMs).toFixed(2)}× | ${figures.cls.toFixed(3)} | ${figures.tbtMs.toFixed(0)} ms | ${(figures.documentBytes / 1024).toFixed(1)} KB |`;
  return [
    '| page (Lighthouse mobile) | performance | LCP | LCP ÷ static | CLS | TBT | page sent |',
    '|---|---|---|---|---|---|---|',
    line('static page (same hero)', reference),
    ...rows.map(({ page, figures }) => line(`\`${page}\``, figures)),
  ].join('\n');
}
