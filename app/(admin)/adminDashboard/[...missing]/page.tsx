import { notFound } from "next/navigation";

/** An address under /adminDashboard that no page answers: the admin panel's own not-found, inside its shell. */
export default function MissingPage() {
  notFound();
}
