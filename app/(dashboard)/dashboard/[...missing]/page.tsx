import { notFound } from "next/navigation";

/** An address under /dashboard that no page answers: the dashboard's own not-found, inside its shell. */
export default function MissingPage() {
  notFound();
}
