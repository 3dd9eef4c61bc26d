import { describe, expect, it } from 'vitest';
import { refusedValueError } from './input-errors.ts';

describe('refusedValueError', () => {
  it('turns a value PostgreSQL refuses into a 400 with a field message', () => {
    for (const code of ['22P05', '22021', '22008', '22007', '54000']) {
      const error = refusedValueError(Object.assign(new Error('refused'), { code }));
      expect(error?.status, code).toBe(400);
      expect(error?.toBody()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { _root: expect.any(String) },
      });
    }
  });

  it('leaves every other error to be a 500', () => {
    expect(refusedValueError(Object.assign(new Error('unique'), { code: '23505' }))).toBeNull();
    expect(refusedValueError(new Error('plain'))).toBeNull();
    expect(refusedValueError('text')).toBeNull();
  });
});
