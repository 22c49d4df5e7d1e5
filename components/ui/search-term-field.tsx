"use client";
// The search box of a list whose filters live in the address (the operator's users and tours): typing
// is free, the trimmed term goes to the address 400 ms after the last keystroke (so each keystroke does
// not load a page), and a term changed in the address is shown (the one typed is kept while it matches).
import { useEffect, useEffectEvent, useState } from "react";

export function SearchTermField({
  id,
  placeholder,
  value,
  onCommit,
}: {
  id: string;
  placeholder: string;
  /** The term in the address. */
  value: string;
  /** Puts the term in the address (null: none). */
  onCommit: (term: string | null) => void;
}) {
  const [term, setTerm] = useState(value);
  const commit = useEffectEvent((next: string | null) => onCommit(next));
  useEffect(() => setTerm((typed) => (typed.trim() === value ? typed : value)), [value]);
  useEffect(() => {
    if (term.trim() === value) return;
    const timer = setTimeout(() => commit(term.trim() || null), 400);
    return () => clearTimeout(timer);
  }, [term, value]);
  return (
    <label htmlFor={id} className="flex flex-col gap-1 text-sm">
      <span className="font-medium text-slate-700">جستجو</span>
      <input
        id={id}
        className="input"
        placeholder={placeholder}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
    </label>
  );
}
