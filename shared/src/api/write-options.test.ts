import { describe, expect, it } from 'vitest';
import { NO_DEMO } from './write-options';

describe('the options of a record write', () => {
  it('never reach demo data', () => {
    expect(NO_DEMO).toEqual({ demoFallback: false });
  });
});
