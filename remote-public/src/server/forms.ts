/**
 * Forms sent without the page's script (JavaScript off; docs/public-rendering.md "Forms without
 * JavaScript"). The shell's host parses the urlencoded body and hands its fields here, with
 * the page's address: the form's own rules check them (the browser's, `validators.ts`), the
 * backend gets the same action of the same function the browser calls, and the answer is
 * either a `303` to a page the server renders (the thank-you) or the page drawn again with
 * what was sent and the messages under the fields (`PostedForm`).
 */
import { type ApiFailure, login, logout, SUPPORTED_LANGUAGES } from '@atelier/shared';
import { createLead } from '@atelier/shared/api';
import { failureMessage } from '../common/api-message';
import type { PostedForm } from '../common/posted-form';
import { fieldErrorsFor } from '../features/auth/auth-result';
import { validateLogin } from '../features/auth/auth-schema';
import { validateLead } from '../features/get-started/lead-form-rules';
import {
  LEAD_FIELDS,
  type LeadFormValues,
  serverFieldErrors,
  toLeadPayload,
} from '../features/get-started/lead-form-schema';
import { carriedEstimate, estimateFields } from '../features/get-started/lead-prefill';
import { detectLeadSource } from '../features/get-started/lead-source';
import { isNewsletterAddress, subscribeToNewsletter } from '../features/newsletter/api';
import { NEWSLETTER_SENT } from '../features/newsletter/LazyNewsletterSignup';
import { NEWSLETTER_FORM } from '../features/newsletter/NewsletterForm';
import { serverPageOf } from './server-pages';

export type FormPost = {
  /** Path and query the form was sent to (its page's address). */
  url: string;
  /** The page's language, as for its render. */
  locale: string;
  /** The body's fields (a field sent twice: its first value). */
  fields: Record<string, string>;
  /** The request's `Referer` and `Host`, for the lead's source. */
  referrer?: string;
  host?: string;
  signal?: AbortSignal;
};

/** A posted form's answer: the page drawn again (with its status), or where to go. */
export type FormAnswer<Drawn> =
  | { kind: 'drawn'; status: 200 | 400 | 429 | 503; page: Drawn }
  | { kind: 'see-other'; location: string };

/** Draws the page of the post's address with `posted` (remote-public's `render`). */
export type Draw<Drawn> = (posted: PostedForm) => Promise<Drawn>;

const seeOther = (location: string) => ({ kind: 'see-other', location }) as const;

/** The status of a failed call: the visitor's (400, 429), or the server's (503). */
function failureStatus(failure: ApiFailure): 400 | 429 | 503 {
  if (failure.fields && Object.keys(failure.fields).length > 0) return 400;
  if (failure.code === 'RATE_LIMITED') return 429;
  if (['NETWORK_ERROR', 'SERVER_UNAVAILABLE', 'FUNCTION_NOT_AVAILABLE'].includes(failure.code)) {
    return 503;
  }
  return 400;
}

/** `path` with the address's `lng` (a language asked for by the address; no script keeps it). */
function withLanguage(path: string, query: URLSearchParams): string {
  const lng = query.get('lng');
  if (!lng || !(SUPPORTED_LANGUAGES as readonly string[]).includes(lng)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lng=${lng}`;
}

const hasAny = (record: object) => Object.keys(record).length > 0;

type DrawnStatus = 200 | 400 | 429 | 503;

/** Draws the page again with `form`'s values and a verdict: `drawn(status, verdict)`. */
const drawing =
  <Drawn>(draw: Draw<Drawn>, form: PostedForm['form'], values: Record<string, string>) =>
  async (
    status: DrawnStatus,
    verdict: Omit<PostedForm, 'form' | 'values'>,
  ): Promise<FormAnswer<Drawn>> => ({
    kind: 'drawn',
    status,
    page: await draw({ form, values, ...verdict }),
  });

async function sendLead<Drawn>(
  post: FormPost,
  query: URLSearchParams,
  draw: Draw<Drawn>,
): Promise<FormAnswer<Drawn>> {
  const values = Object.fromEntries(
    LEAD_FIELDS.map((field) => [field, post.fields[field] ?? '']),
  ) as LeadFormValues;
  const drawn = drawing(draw, 'lead', values);
  const errors = validateLead(values);
  if (hasAny(errors)) return drawn(400, { errors, serverErrors: {}, failure: null });
  const thanks = withLanguage('/get-started?sent=1', query);
  // Bots fill every field; they get the thank-you and nothing is sent (as in the browser).
  if (post.fields.website?.trim()) return seeOther(thanks);
  const origin = detectLeadSource({
    params: query,
    // Campaign tags kept for the visit live in the browser; those of the address are read.
    storedCampaign: {},
    referrer: post.referrer ?? '',
    currentHost: post.host ?? '',
  });
  const result = await createLead(
    toLeadPayload(values, origin, post.locale, estimateFields(carriedEstimate(query))),
    { demoFallback: false, signal: post.signal },
  );
  if (result.success) return seeOther(thanks);
  return drawn(failureStatus(result), {
    errors: {},
    serverErrors: serverFieldErrors(result.fields),
    failure: failureMessage(result),
  });
}

const LOGIN_FIELDS = ['email', 'password'] as const;

/**
 * Sign-in: its messages as the browser shows them. A session lives in the browser's storage,
 * which a page without script cannot write: right credentials get the sign-in page saying the
 * account's pages need JavaScript (the session the server opened is closed at once).
 */
async function signIn<Drawn>(post: FormPost, draw: Draw<Drawn>): Promise<FormAnswer<Drawn>> {
  const email = post.fields.email ?? '';
  const password = post.fields.password ?? '';
  // The password is never drawn back into the page.
  const drawn = drawing(draw, 'login', { email });
  const errors = validateLogin({ email, password });
  if (hasAny(errors)) return drawn(400, { errors, serverErrors: {}, failure: null });
  const result = await login(email.trim(), password);
  if (result.success) {
    await logout(result.session.token, post.signal).catch(() => undefined);
    return drawn(200, {
      errors: {},
      serverErrors: {},
      failure: { key: 'auth.login.needsScript' },
    });
  }
  return drawn(failureStatus(result), {
    errors: {},
    serverErrors: fieldErrorsFor(result.fields, LOGIN_FIELDS),
    failure: failureMessage(result),
  });
}

/**
 * The footer's newsletter sign-up, on any page: `303` back to the page saying "check your
 * inbox" (`?newsletter=sent`), or the page with the message under the field.
 */
async function subscribe<Drawn>(
  post: FormPost,
  url: URL,
  draw: Draw<Drawn>,
): Promise<FormAnswer<Drawn>> {
  const email = post.fields.email ?? '';
  const drawn = drawing(draw, 'newsletter', { email });
  const invalid = {
    errors: { email: { code: 'email' } },
    serverErrors: {},
    failure: { key: 'newsletter.invalidEmail' },
  } as const;
  if (!isNewsletterAddress(email)) return drawn(400, invalid);
  const result = await subscribeToNewsletter(email, post.fields.website ?? '', post.locale);
  if (result.success) {
    const query = new URLSearchParams(url.search);
    query.set('newsletter', NEWSLETTER_SENT);
    return seeOther(`${url.pathname.replace(/^[/\\]+/, '/')}?${query}`);
  }
  if (result.fields?.email) return drawn(400, invalid);
  return drawn(failureStatus(result), {
    errors: {},
    serverErrors: {},
    failure: failureMessage(result),
  });
}

/**
 * The answer to a form sent to `post.url` without the page's script. A page with no such
 * form (or a form this build does not know) is sent back to, as before: `303` to its address.
 */
export async function answerFormPost<Drawn>(
  post: FormPost,
  draw: Draw<Drawn>,
): Promise<FormAnswer<Drawn>> {
  const url = new URL(post.url, 'http://server.invalid');
  const page = serverPageOf(url.pathname);
  // The footer's form is on every page; it says so (a hidden field).
  if (page && post.fields.form === NEWSLETTER_FORM) return subscribe(post, url, draw);
  if (page?.path === '/get-started') return sendLead(post, url.searchParams, draw);
  if (page?.path === '/auth/login') return signIn(post, draw);
  return seeOther(`${url.pathname.replace(/^[/\\]+/, '/')}${url.search}`);
}
