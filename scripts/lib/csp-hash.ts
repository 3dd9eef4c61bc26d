import { createHash } from 'node:crypto';

/** The CSP source that lets exactly this inline `<style>` body apply, or `<script>` body run. */
export function inlineHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
