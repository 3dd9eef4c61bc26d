import { registerPortalCoreDemo } from './demo-core';
import { registerPortalMoneyDemo } from './demo-money';
import { registerPortalWorkDemo } from './demo-work';

/**
 * Every part of the client portal registers its demo handlers here (each reads the sample
 * client of demo-sample.ts); `registerPortalDemo` in calls.ts loads this
 * module on demand, so the sample never weighs on a portal whose server answers.
 */
export function registerPortalDemoHandlers(): void {
  registerPortalCoreDemo();
  registerPortalWorkDemo();
  registerPortalMoneyDemo();
}
