// The descriptive sections of the public tour page, each shown only when the tour has it.
import type { ReactNode } from "react";
import { refundRuleText, sortedRefundRules } from "./labels";
import type { PublicTour } from "./types";

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="card space-y-3" data-testid={testId}>
      <h2 className="text-lg font-bold text-slate-800">{title}</h2>
      {children}
    </section>
  );
}

function Chips({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-lg bg-slate-100 px-3 py-1.5 text-sm text-slate-700">
          {item}
        </li>
      ))}
    </ul>
  );
}

export function TourSections({ tour }: { tour: PublicTour }) {
  const rules = sortedRefundRules(tour.refundRules);
  return (
    <>
      {tour.dailyProgram && (
        <Section title="برنامه روزانه">
          <p className="whitespace-pre-line leading-8 text-slate-700">{tour.dailyProgram}</p>
        </Section>
      )}
      {tour.services.length > 0 && (
        <Section title="خدمات">
          <Chips items={tour.services.map((s) => s.title)} />
        </Section>
      )}
      {tour.accommodations.length > 0 && (
        <Section title="اقامت">
          <Chips items={tour.accommodations.map((a) => a.title)} />
        </Section>
      )}
      {tour.checkLists.length > 0 && (
        <Section title="وسایل مورد نیاز">
          <Chips items={tour.checkLists.map((c) => c.title)} />
        </Section>
      )}
      {tour.hardShip && (
        <Section title="درجه سختی">
          <p className="font-medium text-slate-800">{tour.hardShip.title}</p>
          {tour.hardShip.description && <p className="leading-7 text-slate-600">{tour.hardShip.description}</p>}
        </Section>
      )}
      {rules.length > 0 && (
        <Section title="قوانین استرداد" testId="refund-rules">
          <ul className="list-inside list-disc space-y-1 text-sm text-slate-700">
            {rules.map((rule) => (
              <li key={rule.ruleId}>{refundRuleText(rule)}</li>
            ))}
          </ul>
        </Section>
      )}
      {tour.localLeaderName && (
        <Section title="راهنمای تور">
          <div className="flex items-center gap-3">
            {tour.localLeaderPhoto && (
              // eslint-disable-next-line @next/next/no-img-element -- stored uploads, already resized
              <img
                src={tour.localLeaderPhoto}
                alt={tour.localLeaderName}
                className="size-14 rounded-full object-cover"
                loading="lazy"
              />
            )}
            <span className="font-medium text-slate-800">{tour.localLeaderName}</span>
          </div>
        </Section>
      )}
      {tour.ticketNote && (
        <Section title="توضیحات بلیت">
          <p className="whitespace-pre-line leading-7 text-slate-700">{tour.ticketNote}</p>
        </Section>
      )}
    </>
  );
}
