import { PRIVATE_AREAS } from '../../shared/src/contract/patterns';
import { SUPPORTED_LANGUAGES } from '../../shared/src/i18n/languages';
import { inlineHash } from './csp-hash';

/**
 * The one inline script of a server-rendered page, right after its `#root`. From the first
 * paint until the shell's script takes over (shell/src/federation/takeover.ts reads and ends
 * it), in `window.__atelierEarly`: a form sent on the server's markup is kept instead of
 * leaving the page; the field the visitor is in and the buttons pressed (a "Show password", a
 * menu) are noted; a link to this site clicked once something was typed is kept, and the
 * scripts are started at once (the shell's script follows the link with what was typed, as
 * takeover.ts does for a click after it started; the browser follows it after 3 s without it).
 * Without it, a form sent, or a link followed, in the moment before the shell's script runs
 * would leave the page and lose what was typed.
 *
 * A language asked for by `?lng=` (and drawn by the server) is kept at once, as the shell
 * would keep it once it runs: in local storage (`i18nextLng`, the detector's cache) and in the
 * `atelier_lng` cookie the server reads (shell/src/i18n/setup.ts). A link followed before the
 * shell's script has run then opens the next page in the same language.
 *
 * The page's scripts (docs/public-rendering.md, "When the page is taken over"):
 * - Once the browser has reported the page's first contentful paint, the page's islands
 *   (`islands`, the estimator's: scripts that answer a tap before the takeover) are loaded and
 *   run. Not before: a script asked for before the largest paint is counted in it by
 *   Lighthouse's simulation (`/estimator`'s LCP 1.28–1.40× the static page's with its island
 *   in the HTML, 1.05–1.09× without). The entries listed in
 *   `#atelier-scripts` (ssr-html.ts: the shell's, from index.html's `<script defer>`, and the
 *   remote's) are preloaded, at low priority: fetched, not run. The takeover's data it names
 *   (`data`: the site, published texts and manifest the page was drawn with, takeover-data.ts)
 *   is fetched too, and put back in the head before the entries run. A browser without paint
 *   timing does so after the first frame, a hidden tab after 200 ms, any page after 10 s.
 * - At the same moment the page view is sent (what remote-public's page-view tracker would
 *   send for the first page), and `<html data-page-view-sent>` tells the tracker it went.
 * - The shell's entry runs, and the page is taken over, at the visitor's first gesture: a
 *   tap or click (once its own events are dispatched), a move of the mouse, a key, a scroll, a
 *   focus, an input. It runs after the next frame, so the gesture's own answer (the option
 *   checked, the estimate, the key typed) is painted first. A visitor who only reads downloads
 *   and runs nothing more.
 * - It runs once painted, without a gesture, where the server's markup cannot be what the
 *   visitor should see or the takeover has work to do: a session in local storage (the
 *   signed-in header), campaign tags in the URL (remembered for the visit), a language kept in
 *   local storage other than the page's, or a page whose markup asks for it
 *   (`data-takeover="now"`: `/book`, whose open times need the visitor's time zone). The takeover then sends the page view itself, as it
 *   does when a gesture came before the paint.
 * - On a host started with `ATELIER_PUBLIC_TAKEOVER=idle` (`#root[data-takeover-at="idle"]`),
 *   it also runs by itself once the page has loaded and the browser is idle, so a first tap
 *   finds it done; the page view is sent by this script first, as for a reader.
 */
/**
 * Not `pointerdown` nor `touchstart`: started there, the shell's entry would run between the
 * touch and the tap's `click` and `change`, and the tapped control (the estimator's option, a
 * link) would answer only after it. A tap starts the takeover at its `focusin` or `click`,
 * after the events of the tap itself.
 */
const GESTURES = [
  'pointermove',
  'keydown',
  'wheel',
  'scroll',
  'focusin',
  'input',
  'change',
  'click',
  'submit',
];

/**
 * Links the browser fetches ahead once the page is painted, before any tap (speculation rules,
 * added by the early hold with the entries' preloads): the language link and "Start your
 * project" open a page the server renders, a full page load before the takeover; prefetched,
 * the tap shows it without waiting on the network. After the takeover the router follows them
 * without a page load, so these two are all that is fetched ahead. A browser without
 * speculation rules ignores them. On `/get-started` itself its own links are not fetched again
 * (`SPECULATION_RULES_ON_GET_STARTED`): the early hold picks one of the two by the page's path,
 * and the page's policy allows both by their hashes.
 */
const prefetchRules = (selector: string) =>
  JSON.stringify({
    prefetch: [
      { source: 'document', where: { selector_matches: selector }, eagerness: 'immediate' },
    ],
  });
export const SPECULATION_RULES = prefetchRules('a[hreflang], a[href="/get-started"]');
/** The rules on `/get-started`: the language link only (never the page the visitor is on). */
export const SPECULATION_RULES_ON_GET_STARTED = prefetchRules('a[hreflang]');

/** The areas the page-view tracker never counts: `isPrivatePath` of `@atelier/shared`, in ES5. */
const IS_PRIVATE = `${JSON.stringify(PRIVATE_AREAS)}.some(function(a){return path===a||path.indexOf(a+"/")===0})`;

export const EARLY_HOLD_SCRIPT =
  '(function(){var r=document.getElementById("root");if(!r)return;var h={kept:null,focused:null,clicks:[]};' +
  // The link a plain press follows (no modifier, other button, target or download), or null.
  'var followed=function(e){var a=e.target&&e.target.closest&&e.target.closest("a[href]");' +
  'return a&&!(e.button>0)&&!e.metaKey&&!e.ctrlKey&&!e.shiftKey&&!e.altKey&&!a.target' +
  '&&!a.hasAttribute("download")?a:null};' +
  'h.onSubmit=function(e){e.preventDefault();h.kept={form:e.target,submitter:e.submitter||null}};' +
  'h.onFocus=function(e){h.focused=e.target};h.onClick=function(e){var b=e.target&&e.target.closest' +
  '&&e.target.closest("button");if(b&&b.type!=="submit")h.clicks.push(b);' +
  'var a=followed(e);' +
  'if(a&&!e.defaultPrevented&&/^\\/(?!\\/)/.test(a.getAttribute("href"))&&a.origin===location.origin' +
  '&&changed()){e.preventDefault();if(h.link)clearTimeout(h.link.fallback);' +
  'h.link={element:a,fallback:setTimeout(function(){location.assign(a.href)},3000)};start()}};' +
  'var changed=function(){return[].some.call(r.querySelectorAll("input,textarea,select"),function(f){' +
  'if(f.type==="checkbox"||f.type==="radio")return f.checked!==f.defaultChecked;' +
  'if(f.tagName==="SELECT")return[].some.call(f.options,function(o){return o.selected!==o.defaultSelected});' +
  'return f.value!==f.defaultValue})};' +
  'r.addEventListener("submit",h.onSubmit,true);r.addEventListener("focusin",h.onFocus);' +
  'r.addEventListener("click",h.onClick,true);window.__atelierEarly=h;' +
  'var get=function(k){try{return localStorage.getItem(k)}catch(e){return null}};' +
  'var lang=document.documentElement.lang,q=/[?&]lng=([^&#]*)/.exec(location.search);' +
  'if(q&&q[1].slice(0,2).toLowerCase()===lang){try{localStorage.setItem("i18nextLng",lang)}catch(e){}' +
  'document.cookie="atelier_lng="+lang+"; path=/; max-age=31536000; samesite=lax"}' +
  `var kept=(get("i18nextLng")||"").slice(0,2).toLowerCase(),urgent=!!get("auth_token")||/[?&]utm_/.test(location.search)||(kept!==lang&&${JSON.stringify(SUPPORTED_LANGUAGES)}.indexOf(kept)>=0)||!!r.querySelector("[data-takeover=now]");` +
  'var json=function(id){var e=document.getElementById(id);return e?JSON.parse(e.textContent):{}},' +
  'urls=json("atelier-scripts"),gestures=' +
  JSON.stringify(GESTURES) +
  ';' +
  // The takeover's data (takeover-data.ts), fetched with the scripts: null when it fails.
  'var fetched=false,data=null,fetchAll=function(){if(fetched)return;fetched=true;' +
  // The page's islands first: they answer taps before the takeover.
  '(urls.islands||[]).forEach(function(u){var s=document.createElement("script");s.src=u;' +
  'document.head.appendChild(s)});' +
  'if(urls.data)data=fetch(urls.data).then(function(a){return a.ok?a.json():null})' +
  '.catch(function(){return null});' +
  '(urls.preload||[]).concat(urls.run||[]).forEach(function(u){var l=document.createElement("link");' +
  'l.rel="preload";l.as="script";l.fetchPriority="low";l.href=u;var i=(urls.integrity||{})[u];' +
  'if(i){l.integrity=i;l.crossOrigin="anonymous"}document.head.appendChild(l)});' +
  'var S=window.HTMLScriptElement;if(S&&S.supports&&S.supports("speculationrules")){' +
  'var s=document.createElement("script");s.type="speculationrules";' +
  's.textContent=/^\\/get-started\\/?$/.test(location.pathname)?' +
  JSON.stringify(SPECULATION_RULES_ON_GET_STARTED) +
  ':' +
  JSON.stringify(SPECULATION_RULES) +
  ';document.head.appendChild(s)}};' +
  // The entries run once the data's elements are back in the head, where the shell and
  // remote-public read them; without the data after 3 s they run and ask for it themselves.
  'var run=function(){(urls.run||[]).forEach(function(u){var s=document.createElement("script");' +
  's.src=u;s.async=false;document.head.appendChild(s)})},ran=false,' +
  'put=function(d){if(ran)return;ran=true;((d&&d.elements)||[]).forEach(function(x){' +
  'if(document.getElementById(x.id))return;var e=document.createElement("script");' +
  'e.type="application/json";e.id=x.id;if(x.url)e.setAttribute("data-url",x.url);' +
  'e.textContent=x.text;document.head.appendChild(e)});run()};' +
  'var started=false,start=function(){if(started)return;started=true;' +
  'gestures.forEach(function(t){removeEventListener(t,gesture,true)});fetchAll();' +
  'if(!data){put(null);return}data.then(put);setTimeout(put,3000)};' +
  // A tap the server's markup answers by itself does not start the takeover: the menu's
  // toggle (a native popover) and a link to another page (the page is about to go: run there,
  // the takeover's scripts would hold the next page's load on the phone's CPU). Its `focusin`
  // neither; a keyboard's Tab starts it at `keydown`. A link held for what was typed starts it
  // from the click handler above.
  'var leaves=function(e){if(e.type!=="click"&&e.type!=="focusin")return false;' +
  'if(e.target&&e.target.closest&&e.target.closest("[popovertarget]"))return true;' +
  'var a=followed(e);return!!a&&a.href.split("#")[0]!==location.href.split("#")[0]},' +
  // Started after the frame that answers the gesture (a radio checked, an estimate changed, a
  // key echoed): the shell's entry, already fetched, would otherwise run before that paint.
  // Scheduled once: the listeners stay until `start`, and a moving mouse fires many events.
  'soon=false,gesture=function(e){if(soon||leaves(e))return;soon=true;' +
  'requestAnimationFrame(function(){setTimeout(start,0)})};' +
  'gestures.forEach(function(t){addEventListener(t,gesture,{capture:true,passive:true})});' +
  `var view=function(){var n=navigator,path=location.pathname.slice(0,500);if(${IS_PRIVATE}||n.doNotTrack==="1"||n.globalPrivacyControl===true)return;` +
  'try{var c=json("atelier-backend"),b={action:"track_page_view",path:path};' +
  'if(document.referrer)b.referrer=document.referrer.slice(0,2000);' +
  'fetch(c.backendUrl+"/functions/v1/analytics",{method:"POST",keepalive:true,credentials:"omit",' +
  'headers:{"Content-Type":"application/json",apikey:c.publicKey,Authorization:"Bearer "+c.publicKey},' +
  'body:JSON.stringify(b)}).catch(function(){});document.documentElement.setAttribute("data-page-view-sent",path)}catch(e){}};' +
  'var idle=function(){var ric=window.requestIdleCallback;if(ric)ric(start,{timeout:2000});else setTimeout(start,0)},' +
  'atIdle=function(){if(document.readyState==="complete")idle();else addEventListener("load",idle)};' +
  'var done=false,painted=function(){if(done)return;done=true;fetchAll();if(urgent||started)start();' +
  'else{view();if(r.getAttribute("data-takeover-at")==="idle")atIdle()}};' +
  'var later=function(){setTimeout(painted,0)},P=window.PerformanceObserver,' +
  'types=(P&&P.supportedEntryTypes)||[];setTimeout(later,10000);if(document.visibilityState==="hidden")setTimeout(later,200);' +
  'document.addEventListener("visibilitychange",function(){if(document.visibilityState==="hidden")later()});' +
  'if(types.indexOf("paint")<0){requestAnimationFrame(later);return}' +
  'new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}})' +
  '.observe({type:"paint",buffered:true})})();';

/** The CSP source that lets exactly that script run (the shell's page policy has it). */
const EARLY_HOLD_SOURCE = inlineHash(EARLY_HOLD_SCRIPT);

/** The CSP sources of the page's early code: the early hold and the rules it may add. */
export const EARLY_HOLD_SOURCES = [
  EARLY_HOLD_SOURCE,
  inlineHash(SPECULATION_RULES),
  inlineHash(SPECULATION_RULES_ON_GET_STARTED),
];
