/** An amount in cents as currency units with two decimals, as the exports write them. */
export const csvAmount = (cents: number): string => (cents / 100).toFixed(2);
