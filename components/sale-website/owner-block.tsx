// The owner of a site or leader page: photo, brand, about, contact.
import { toPersianDigits } from "@/lib/format";

interface Owner {
  brand: string;
  photo: string | null;
  profileAbout: string | null;
  phone: string | null;
  address: string | null;
}

export function OwnerBlock({ owner }: { owner: Owner }) {
  return (
    <section
      className="flex flex-col items-center gap-3 rounded-2xl bg-white p-5 text-center shadow-sm sm:flex-row sm:text-right"
      data-testid="owner-block"
    >
      {owner.photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- stored, already resized webp
        <img src={owner.photo} alt={owner.brand} className="h-20 w-20 rounded-full object-cover" />
      ) : (
        <div
          className="flex h-20 w-20 items-center justify-center rounded-full bg-[var(--site-primary,#0f766e)] text-2xl font-black text-white"
          aria-hidden
        >
          {owner.brand.slice(0, 1)}
        </div>
      )}
      <div className="space-y-1">
        <h1 className="text-xl font-black text-slate-800">{owner.brand}</h1>
        {owner.profileAbout && <p className="text-sm leading-7 text-slate-600">{owner.profileAbout}</p>}
        <p className="text-xs text-slate-500">
          {owner.phone && <span dir="ltr">{toPersianDigits(owner.phone)}</span>}
          {owner.phone && owner.address && "، "}
          {owner.address}
        </p>
      </div>
    </section>
  );
}
