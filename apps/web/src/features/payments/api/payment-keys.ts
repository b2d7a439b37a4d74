/** Query keys of the payments feature. */
export const paymentKeys = {
  all: ['payments'] as const,
  status: (sessionId: string) => ['payments', 'status', sessionId] as const,
  tenant: (userId: string) => ['payments', 'tenant', userId] as const,
  admin: () => ['payments', 'all'] as const,
  landlord: (userId: string, filters: LandlordPaymentFilters) => ['payments', 'landlord', userId, filters] as const,
  monthly: (userId: string) => ['payments', 'monthly', userId] as const,
  demoSession: (sessionId: string) => ['payments', 'demo', sessionId] as const,
};

/** The Earnings screen's filters (spec §2): listing id or title text, and a YYYY-MM month. */
export type LandlordPaymentFilters = { property: string; month: string };
