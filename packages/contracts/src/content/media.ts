// Filled in by the content service work (issue 3).
export {};
