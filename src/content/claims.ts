/**
 * The figures the marketing copy may cite, in one place so every page says the same. The space
 * before the per cent sign does not break, so a number never ends up alone on a line.
 */
export const claims = {
  farmerSavings: '30\u00a0%',
  shippingIncomeIncrease: '40\u00a0%',
} as const
