// The site's active link groups (five seeded groups of five links, edited by the owner).
interface Group {
  id: number;
  title: string;
  links: { id: number; title: string; link: string }[];
}

const safeHref = (link: string) => (/^(https?:\/\/|\/|mailto:|tel:)/i.test(link) ? link : `https://${link}`);

export function LinkGroups({ groups }: { groups: Group[] }) {
  const shown = groups.filter((g) => g.links.length);
  if (!shown.length) return null;
  return (
    <section
      aria-label="پیوندها"
      className="grid grid-cols-2 gap-4 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-3 lg:grid-cols-5"
      data-testid="link-groups"
    >
      {shown.map((g) => (
        <div key={g.id} className="space-y-2">
          <h2 className="text-sm font-bold text-slate-800">{g.title}</h2>
          <ul>
            {g.links.map((l) => (
              <li key={l.id}>
                <a
                  href={safeHref(l.link)}
                  className="tap text-xs text-slate-600 hover:text-[var(--site-primary,#0f766e)]"
                  rel="noopener noreferrer"
                >
                  {l.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
