import { describe, expect, it } from 'vitest';
import { DRAWN_SIGNATURE_MAX, signatureProblem, signatureValue } from './signature-input';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('signatureProblem', () => {
  it('accepts a typed name and sends it trimmed', () => {
    const draft = { type: 'typed', typed: '  Jane Doe ', drawn: null } as const;
    expect(signatureProblem(draft)).toBeNull();
    expect(signatureValue(draft)).toEqual({ type: 'typed', value: 'Jane Doe' });
  });

  it('refuses an empty, overlong or multi-line typed name', () => {
    expect(signatureProblem({ type: 'typed', typed: '   ', drawn: PNG })).toBe(
      'signing.sign.errors.nameRequired',
    );
    expect(signatureProblem({ type: 'typed', typed: 'x'.repeat(201), drawn: null })).toBe(
      'signing.sign.errors.nameTooLong',
    );
    expect(signatureProblem({ type: 'typed', typed: 'Jane\nDoe', drawn: null })).toBe(
      'signing.sign.errors.nameInvalid',
    );
  });

  it('needs a drawing when drawing, a PNG data URL within the server’s limit', () => {
    expect(signatureProblem({ type: 'drawn', typed: 'Jane', drawn: null })).toBe(
      'signing.sign.errors.drawingRequired',
    );
    expect(signatureProblem({ type: 'drawn', typed: '', drawn: PNG })).toBeNull();
    expect(signatureValue({ type: 'drawn', typed: 'Jane', drawn: PNG })).toEqual({
      type: 'drawn',
      value: PNG,
    });
    const huge = PNG + 'A'.repeat(DRAWN_SIGNATURE_MAX);
    expect(signatureProblem({ type: 'drawn', typed: '', drawn: huge })).toBe(
      'signing.sign.errors.drawingTooLarge',
    );
  });
});
