import { createHash } from 'node:crypto';

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
 * It also starts the page's scripts, once the browser has shown the server's markup: the
 * shell's entry (index.html's `<script defer>`) and a preload of the remote's entry, listed in
 * `#atelier-scripts` (ssr-html.ts), are fetched and run from a task after the page's first
 * contentful paint has been reported (a frame is not enough: the paint is shown after its
 * frame, and a script run in between delays it). So the page's text is never held back by a
 * script, neither by its evaluation nor by its download sharing the page's bandwidth. A
 * browser without paint timing starts them after the first frame; a hidden tab (which paints
 * nothing) after 200 ms, or when it is hidden; and any page after 10 s at the latest.
 */
export const EARLY_HOLD_SCRIPT =
  '(function(){var r=document.getElementById("root");if(!r)return;var h={kept:null,focused:null,clicks:[]};' +
  'h.onSubmit=function(e){e.preventDefault();h.kept={form:e.target,submitter:e.submitter||null}};' +
  'h.onFocus=function(e){h.focused=e.target};h.onClick=function(e){var b=e.target&&e.target.closest' +
  '&&e.target.closest("button");if(b&&b.type!=="submit")h.clicks.push(b);' +
  'var a=e.target&&e.target.closest&&e.target.closest("a[href]");' +
  'if(a&&!e.defaultPrevented&&e.button===0&&!e.metaKey&&!e.ctrlKey&&!e.shiftKey&&!e.altKey&&!a.target' +
  '&&!a.hasAttribute("download")&&/^\\/(?!\\/)/.test(a.getAttribute("href"))&&a.origin===location.origin' +
  '&&changed()){e.preventDefault();if(h.link)clearTimeout(h.link.fallback);' +
  'h.link={element:a,fallback:setTimeout(function(){location.assign(a.href)},3000)};start()}};' +
  'var changed=function(){return[].some.call(r.querySelectorAll("input,textarea,select"),function(f){' +
  'if(f.type==="checkbox"||f.type==="radio")return f.checked!==f.defaultChecked;' +
  'if(f.tagName==="SELECT")return[].some.call(f.options,function(o){return o.selected!==o.defaultSelected});' +
  'return f.value!==f.defaultValue})};' +
  'r.addEventListener("submit",h.onSubmit,true);r.addEventListener("focusin",h.onFocus);' +
  'r.addEventListener("click",h.onClick,true);window.__atelierEarly=h;' +
  'var lang=document.documentElement.lang,q=/[?&]lng=([^&#]*)/.exec(location.search);' +
  'if(q&&q[1].slice(0,2).toLowerCase()===lang){try{localStorage.setItem("i18nextLng",lang)}catch(e){}' +
  'document.cookie="atelier_lng="+lang+"; path=/; max-age=31536000; samesite=lax"}' +
  'var started=false,start=function(){if(started)return;started=true;' +
  'var list=document.getElementById("atelier-scripts"),urls=list?JSON.parse(list.textContent):{};' +
  '(urls.preload||[]).forEach(function(u){var l=document.createElement("link");l.rel="preload";' +
  'l.as="script";l.href=u;document.head.appendChild(l)});' +
  '(urls.run||[]).forEach(function(u){var s=document.createElement("script");s.src=u;' +
  's.async=false;document.head.appendChild(s)})};' +
  'var later=function(){setTimeout(start,0)},P=window.PerformanceObserver,' +
  'types=(P&&P.supportedEntryTypes)||[];setTimeout(start,10000);if(document.visibilityState==="hidden")setTimeout(start,200);' +
  'if(types.indexOf("paint")<0){requestAnimationFrame(later);return}' +
  'new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}})' +
  '.observe({type:"paint",buffered:true});' +
  'document.addEventListener("visibilitychange",function(){if(document.visibilityState==="hidden")later()})})();';

/** The CSP source that lets exactly that script run (the shell's page policy has it). */
export const EARLY_HOLD_SOURCE = `'sha256-${createHash('sha256').update(EARLY_HOLD_SCRIPT, 'utf8').digest('base64')}'`;
