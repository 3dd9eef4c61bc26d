import { useDemoModeStore } from '@atelier/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { writeOptions } from './record-write';

afterEach(() => useDemoModeStore.setState({ reason: null }));

describe('the options of a write', () => {
  it('reach demo data only while the page already shows it', () => {
    expect(writeOptions()).toEqual({ demoFallback: false });
    useDemoModeStore.setState({ reason: 'unreachable' });
    expect(writeOptions()).toEqual({ demoFallback: true });
  });
});
