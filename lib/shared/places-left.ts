// What is left of a capacity, the one rule every view uses (sessions, vehicles, extra items,
// discount codes, products): capacity less what is taken, never below zero (an edit may lower a
// capacity under what was already sold). Pure: the browser's live figures use it too.

export function placesLeft(capacity: number, taken: number): number {
  return Math.max(0, capacity - taken);
}

/** A vehicle's places left: its capacity less its booked places and the seats its leader closed. */
export function vehiclePlacesLeft(vehicle: { capacity: number; bookedCount: number; closedSeats: number }): number {
  return placesLeft(vehicle.capacity, vehicle.bookedCount + vehicle.closedSeats);
}
