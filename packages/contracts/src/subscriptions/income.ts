// Filled in by the subscriptions service work (issue 3).
export {};
