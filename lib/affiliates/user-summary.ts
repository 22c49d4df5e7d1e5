// The account fields the operator's affiliate and leader views read, and the name shown for a user.
export const userSummarySelect = {
  id: true,
  firstName: true,
  lastName: true,
  mobile: true,
  brand: true,
  isConfirmed: true,
} as const;

export const fullNameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;
