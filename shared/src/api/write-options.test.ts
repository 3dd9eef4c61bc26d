import { useDemoModeStore } from '@atelier/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_DEMO, whileDemoShown } from './write-options';

afterEach(() => useDemoModeStore.setState({ reason: null }));

describe('the options of a record write', () => {
  it('never reach demo data', () => {
    expect(NO_DEMO).toEqual({ demoFallback: false });
  });
});

describe('the options of a write that may meet demo data', () => {
  it('reach demo data only while the page already shows it', () => {
    expect(whileDemoShown()).toEqual({ demoFallback: false });
    useDemoModeStore.setState({ reason: 'unreachable' });
    expect(whileDemoShown()).toEqual({ demoFallback: true });
    useDemoModeStore.getState().recover();
    expect(whileDemoShown()).toEqual({ demoFallback: false });
  });
});
