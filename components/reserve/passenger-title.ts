// The heading of a passenger's row ("مسافر بزرگسال ۱"): apart from the form's schema so that the
// receipt step, which only shows the passengers, does not load zod with it.
export function passengerTitle(ageGroup: "Adult" | "Child" | "Infant", n: number): string {
  const group = ageGroup === "Adult" ? "بزرگسال" : ageGroup === "Child" ? "کودک" : "نوزاد";
  return `مسافر ${group} ${n.toLocaleString("fa-IR")}`;
}
