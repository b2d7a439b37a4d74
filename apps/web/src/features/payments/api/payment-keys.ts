/** Query keys of the payments feature. */
export const paymentKeys = {
  all: ['payments'] as const,
  status: (sessionId: string) => ['payments', 'status', sessionId] as const,
  tenant: (userId: string) => ['payments', 'tenant', userId] as const,
  admin: () => ['payments', 'all'] as const,
  landlord: (userId: string, filters: LandlordPaymentFilters) => ['payments', 'landlord', userId, filters] as const,
  monthly: (userId: string, by: EarningsBasis) => ['payments', 'monthly', userId, by] as const,
  demoSession: (sessionId: string) => ['payments', 'demo', sessionId] as const,
};

/** Earnings by the month the money came in, or by the month of the stay it pays for. */
export type EarningsBasis = 'paid' | 'stay';

/** The Earnings screen's filters: a listing (its id, or title text from an older link), and a YYYY-MM month. */
export type LandlordPaymentFilters = { property: string; month: string };
