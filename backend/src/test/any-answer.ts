import { z } from 'zod';

/** The output schema of a test's own action, whose answer the test checks itself: any object. */
export const anyAnswer = z.looseObject({});
