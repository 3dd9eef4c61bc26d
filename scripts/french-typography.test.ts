import { describe, expect, it } from 'vitest';
import { checkAll, fixFile, fixFrench, frenchFiles, NNBSP } from './french-typography';

/** `⍽` in the expectations stands for the narrow no-break space. */
const n = (text: string) => text.replaceAll('⍽', NNBSP);

describe('fixFrench', () => {
  it('puts a narrow no-break space before ; : ! ? (replacing a space, a no-break space or none)', () => {
    expect(fixFrench('Échéance: {{date}}')).toBe(n('Échéance⍽: {{date}}'));
    expect(fixFrench('Comment souhaitez-vous signer ?')).toBe(n('Comment souhaitez-vous signer⍽?'));
    expect(fixFrench('Merci\u00a0! Oui ; non')).toBe(n('Merci⍽! Oui⍽; non'));
    expect(fixFrench('Supprimer {{name}} ?')).toBe(n('Supprimer {{name}}⍽?'));
    expect(fixFrench('Vraiment ?!')).toBe(n('Vraiment⍽?!'));
  });

  it('puts narrow no-break spaces inside « »', () => {
    expect(fixFrench('« {{title}} » créé.')).toBe(n('«⍽{{title}}⍽» créé.'));
    expect(fixFrench('«Projet»')).toBe(n('«⍽Projet⍽»'));
  });

  it('writes the typographic apostrophe between letters', () => {
    expect(fixFrench("Lettre d'information, l'{{item}}")).toBe('Lettre d’information, l’{{item}}');
  });

  it('leaves placeholders, URLs, times, :: and HTML alone', () => {
    const untouched = [
      '{{count, number}} à 10:30',
      'Voir https://example.com/a?b=1 et mailto:a@b.fr',
      'Format {SEQ:4} et HH:mm',
      'a::b',
      "<a href='https://x.fr' title=\"l'aide\">aide</a>",
      '$t(common.key)',
      '{{#link}}{{link}}{{/link}}',
      'Déjà fait⍽: rien à changer⍽!',
    ].map(n);
    for (const text of untouched) expect(fixFrench(text)).toBe(text);
  });

  it('is idempotent', () => {
    const once = fixFrench("Total : {{total}} ; « l'avoir » ?");
    expect(fixFrench(once)).toBe(once);
  });
});

describe('fixFile', () => {
  it('fixes JSON values, never the keys, and keeps the layout', () => {
    const source = '{\n  "a": {\n    "due": "Échéance :",\n    "ok": "Bien"\n  }\n}\n';
    const { fixed, violations } = fixFile('x/locales/fr.json', source);
    expect(fixed).toBe(n('{\n  "a": {\n    "due": "Échéance⍽:",\n    "ok": "Bien"\n  }\n}\n'));
    expect(violations).toHaveLength(1);
    expect(violations[0]?.line).toBe(3);
  });

  it('fixes the strings of a TypeScript module, not its comments or imports', () => {
    const source =
      "import type { X } from '@atelier/shared/contract';\n// Don't: English\nconst a = 'Merci !';\nconst b = `Motif : {{reason}}\\nFin.`;\n";
    const { fixed } = fixFile('defaults-fr.ts', source);
    expect(fixed).toBe(
      n(
        "import type { X } from '@atelier/shared/contract';\n// Don't: English\nconst a = 'Merci⍽!';\nconst b = `Motif⍽: {{reason}}\\nFin.`;\n",
      ),
    );
  });
});

describe('the French texts of the product', () => {
  it('finds every French locale and the French e-mail templates', () => {
    const files = frenchFiles();
    expect(files).toContain('shared/src/i18n/locales/fr.json');
    expect(files).toContain(
      'remote-automation/src/features/automation/contracts/active/locales/fr.json',
    );
    expect(files).toContain('backend/src/mail/templates/fr/booking.ts');
    expect(files).toContain('backend/src/mail/templates/fr/common.ts');
    expect(files.length).toBeGreaterThan(25);
  });

  it('follow French typography (fix with `npx tsx scripts/french-typography.ts --write`)', () => {
    const violations = checkAll().map((v) => `${v.file}:${v.line} ${JSON.stringify(v.text)}`);
    expect(violations).toEqual([]);
  });
});
