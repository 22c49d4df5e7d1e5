// The ticket status groups live in lib/shared/ticket-statuses.ts (several domains read them without
// depending on reservations); this keeps the reservation code's own imports short.
export * from "@/lib/shared/ticket-statuses";
