// A light bar chart in plain SVG (no chart library): one or two series of bars over labelled
// categories, values in Persian digits, right to left (the first category on the right).
import { formatNumber } from "@/lib/format";

export interface BarSeries {
  name: string;
  color: string;
  values: number[];
}

export function BarChart({
  labels,
  series,
  height = 180,
  label,
}: {
  labels: string[];
  series: BarSeries[];
  height?: number;
  label: string;
}) {
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const n = labels.length;
  const groupWidth = 100 / Math.max(1, n);
  const barWidth = (groupWidth * 0.7) / series.length;
  const plot = height - 24;
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 100 ${height}`}
        preserveAspectRatio="none"
        className="h-48 w-full"
        role="img"
        aria-label={label}
      >
        {labels.map((_, i) => {
          // Right to left: category i is drawn from the right edge.
          const groupX = 100 - (i + 1) * groupWidth + groupWidth * 0.15;
          return series.map((s, k) => {
            const v = s.values[i] ?? 0;
            const h = (v / max) * plot;
            return (
              <rect
                key={`${i}-${k}`}
                x={groupX + k * barWidth}
                y={plot - h}
                width={barWidth * 0.92}
                height={h}
                fill={s.color}
                rx={0.6}
              >
                <title>{`${labels[i]}، ${s.name}: ${formatNumber(v)}`}</title>
              </rect>
            );
          });
        })}
        <line x1={0} x2={100} y1={plot} y2={plot} stroke="#cbd5e1" strokeWidth={0.3} />
      </svg>
      <div className="flex text-[10px] text-slate-500" dir="rtl">
        {labels.map((l, i) => (
          <span key={i} className="flex-1 truncate text-center">
            {n > 14 && i % Math.ceil(n / 10) !== 0 ? "" : l}
          </span>
        ))}
      </div>
      {series.length > 1 && (
        <figcaption className="flex flex-wrap gap-4 text-xs text-slate-600">
          {series.map((s) => (
            <span key={s.name} className="flex items-center gap-1">
              <span className="size-3 rounded" style={{ background: s.color }} /> {s.name}
            </span>
          ))}
        </figcaption>
      )}
    </figure>
  );
}
