/**
 * The estimator before the takeover (issue 32): a few lines the server puts inline in
 * `/estimator`'s HTML (built alone by `rsbuild.island.config.ts`, embedded in the render bundle,
 * allowed by its hash), so that an option tapped before the shell's scripts have run changes
 * the estimate at once instead of ~2 s later on a phone. Same code as the page's: the prices
 * and rules of `features/estimator`. The words it needs but cannot compute (labels, templates,
 * how the language writes prices and lists) are in the server's markup (`data-*` of
 * `EstimatorPage` and `EstimateSummary`): it makes no `Intl` number or list formatter, which
 * would hold the tap's answer ~100 ms each on a phone.
 *
 * It writes what the page would show — the range, the weeks, the summary's rows, the link that
 * carries the estimate, the address — and nothing once the shell has taken the page over
 * (`#root` no longer `data-server-rendered`): React draws the page from the same address then.
 */
import { type WritingStyle, writeList, writeUsdRange } from '../common/format';
import type { ContentPrices } from '../content/prices';
import {
  estimateParams,
  getStartedParams,
  parseEstimateInput,
} from '../features/estimator/estimate-query';
import {
  billableFeatures,
  type Estimate,
  type EstimateInput,
  estimateProject,
  type Feature,
  isIncluded,
} from '../features/estimator/pricing';
import { ISLAND } from './estimator-attributes';

const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

function weeksLabel(root: HTMLElement, weeks: Estimate['weeks'], lang: string): string {
  if (weeks.min !== weeks.max) {
    return fill(root.getAttribute(ISLAND.weeksRange) ?? '', weeks);
  }
  const form = new Intl.PluralRules(lang).select(weeks.min) === 'one' ? 'One' : 'Other';
  return fill(root.getAttribute(ISLAND[`weeks${form}`]) ?? '', { count: weeks.min });
}

function readInput(root: HTMLElement): EstimateInput {
  const checked = (name: string) =>
    root.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value ?? '';
  const chosen = [
    ...root.querySelectorAll<HTMLInputElement>('input[name="features"]:checked:not(:disabled)'),
  ].map((input) => input.value);
  return parseEstimateInput(
    new URLSearchParams({
      projectType: checked('projectType'),
      size: checked('size'),
      design: checked('design'),
      timeline: checked('timeline'),
      features: chosen.join(','),
    }),
  );
}

/** The label of the option `value` of the group `name`, as the page shows it. */
const labelOf = (root: HTMLElement, name: string, value: string): string =>
  root.querySelector(`input[name="${name}"][value="${value}"]`)?.getAttribute(ISLAND.label) ?? '';

function show(root: HTMLElement, what: string, text: string): void {
  for (const element of root.querySelectorAll(`[${ISLAND.shows}="${what}"]`)) {
    if (element.textContent !== text) element.textContent = text;
  }
}

function update(root: HTMLElement): void {
  const lang = document.documentElement.lang || 'en';
  // Written as the server wrote it, with no formatter made on the tap (`WritingStyle`).
  const writing = JSON.parse(root.getAttribute(ISLAND.writing) ?? 'null') as WritingStyle | null;
  if (!writing) return;
  const prices = JSON.parse(root.getAttribute(ISLAND.prices) ?? 'null') as ContentPrices | null;
  const input = readInput(root);
  // What the type includes is ticked and locked, as the page draws it.
  for (const feature of root.querySelectorAll<HTMLInputElement>('input[name="features"]')) {
    const included = isIncluded(input.projectType, feature.value as Feature);
    if (included) feature.checked = true;
    else if (feature.disabled) feature.checked = false;
    feature.disabled = included;
  }
  const estimate = estimateProject(input, prices ?? undefined);
  show(root, 'price', writeUsdRange(writing, estimate.price));
  show(
    root,
    'duration',
    fill(root.getAttribute(ISLAND.duration) ?? '', {
      weeks: weeksLabel(root, estimate.weeks, lang),
    }),
  );
  const extras = billableFeatures(input).map((feature) => labelOf(root, 'features', feature));
  show(root, 'row-type', labelOf(root, 'projectType', input.projectType));
  show(root, 'row-size', labelOf(root, 'size', input.size));
  show(
    root,
    'row-features',
    extras.length > 0 ? writeList(writing, extras) : (root.getAttribute(ISLAND.noExtras) ?? ''),
  );
  show(root, 'row-design', labelOf(root, 'design', input.design));
  show(root, 'row-timeline', labelOf(root, 'timeline', input.timeline));
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[${ISLAND.shows}="send"]`)) {
    link.setAttribute('href', `/get-started?${getStartedParams(input, estimate)}`);
  }
  // The address holds the choices, as the page keeps it: the takeover starts from them.
  history.replaceState(history.state, '', `?${estimateParams(input)}`);
}

document.addEventListener(
  'change',
  (event) => {
    if (!document.getElementById('root')?.dataset.serverRendered) return;
    const root = (event.target as Element | null)?.closest?.<HTMLElement>(`[${ISLAND.root}]`);
    if (root) update(root);
  },
  true,
);

// The island loads after the page (a file, `async`): options chosen before it ran show now.
const isChanged = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLInputElement>('input')].some((input) =>
    input.type === 'checkbox' || input.type === 'radio'
      ? input.checked !== input.defaultChecked
      : input.value !== input.defaultValue,
  );
if (document.getElementById('root')?.dataset.serverRendered) {
  for (const root of document.querySelectorAll<HTMLElement>(`[${ISLAND.root}]`)) {
    if (isChanged(root)) update(root);
  }
}
