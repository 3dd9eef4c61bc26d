import { createHash } from 'node:crypto';

/**
 * The one inline script of a server-rendered page, right after its `#root`: from the first
 * paint, a form sent on the server's markup is kept in `window.__atelierEarly` instead of
 * leaving the page, and the field the visitor is in and the buttons pressed (a "Show password",
 * a menu) are noted, until the shell's script takes
 * over (shell/src/federation/takeover.ts reads and ends it). Without it, a form sent in the
 * moment before the shell's script runs would post the page back and lose what was typed.
 *
 * It also starts the shell's script, once the browser has painted the server's markup: the
 * script is downloaded from the start (a `<link rel=preload data-atelier-entry>` in place of
 * index.html's `<script defer>`, ssr-html.ts), but run after the first paint, so the page's
 * text is never held back by script evaluation. A hidden tab (no frame) starts it after 200 ms.
 */
export const EARLY_HOLD_SCRIPT =
  '(function(){var r=document.getElementById("root");if(!r)return;var h={kept:null,focused:null,clicks:[]};' +
  'h.onSubmit=function(e){e.preventDefault();h.kept={form:e.target,submitter:e.submitter||null}};' +
  'h.onFocus=function(e){h.focused=e.target};h.onClick=function(e){var b=e.target&&e.target.closest' +
  '&&e.target.closest("button");if(b&&b.type!=="submit")h.clicks.push(b)};' +
  'r.addEventListener("submit",h.onSubmit,true);r.addEventListener("focusin",h.onFocus);' +
  'r.addEventListener("click",h.onClick,true);window.__atelierEarly=h;' +
  'var started=false,start=function(){if(started)return;started=true;' +
  'document.querySelectorAll("link[data-atelier-entry]").forEach(function(l){' +
  'var s=document.createElement("script");s.src=l.href;s.async=false;document.head.appendChild(s)})};' +
  'requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,200)})();';

/** The CSP source that lets exactly that script run (the shell's page policy has it). */
export const EARLY_HOLD_SOURCE = `'sha256-${createHash('sha256').update(EARLY_HOLD_SCRIPT, 'utf8').digest('base64')}'`;
