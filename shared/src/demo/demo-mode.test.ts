import { afterEach, describe, expect, it } from 'vitest';
import { useDemoModeStore } from './demo-mode';

afterEach(() => useDemoModeStore.setState({ reason: null }));

describe('demo mode', () => {
  it('says why demo data is shown, and forgets it when the server answers again', () => {
    useDemoModeStore.getState().enter('unreachable');
    expect(useDemoModeStore.getState().reason).toBe('unreachable');
    useDemoModeStore.getState().enter('unauthorized');
    expect(useDemoModeStore.getState().reason).toBe('unauthorized');
    useDemoModeStore.getState().recover();
    expect(useDemoModeStore.getState().reason).toBeNull();
  });

  it('keeps "admin bypass" as the reason when the calls it makes are refused', () => {
    useDemoModeStore.getState().enter('admin_bypass');
    useDemoModeStore.getState().enter('unauthorized');
    expect(useDemoModeStore.getState().reason).toBe('admin_bypass');
    // A public call answering (the header's agency name) does not end the bypass either.
    useDemoModeStore.getState().recover();
    expect(useDemoModeStore.getState().reason).toBe('admin_bypass');
    useDemoModeStore.getState().leave();
    expect(useDemoModeStore.getState().reason).toBeNull();
  });
});
