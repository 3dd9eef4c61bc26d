import { registerPortalCoreDemo } from './demo-portal-core';
import { registerPortalMoneyDemo } from './demo-portal-money';
import { registerPortalWorkDemo } from './demo-portal-work';

/**
 * Every part of the client portal registers its demo handlers here (each reads the sample
 * client of demo-portal-sample.ts); `registerPortalDemo` in api/client-portal.ts loads this
 * module on demand, so the sample never weighs on a portal whose server answers.
 */
export function registerPortalDemoHandlers(): void {
  registerPortalCoreDemo();
  registerPortalWorkDemo();
  registerPortalMoneyDemo();
}
