// The only module that imports recharts. It is loaded lazily (daily-chart.tsx), so recharts reaches the
// browser only when an admin opens a chart.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { SERIES } from "../lib/chart-tokens";
import { formatDay } from "../lib/format";
import type { DayCount } from "@/domain/api/admin";

const AXIS_TICK = { fill: "var(--muted-foreground)", fontSize: 12 };

/** Text and art prompts per day, as grouped bars. */
export default function DailyBarChart({ days, height }: { days: DayCount[]; height: number }) {
  const data = days.map((day) => ({ ...day, label: formatDay(day.date) }));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} barGap={2}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: "var(--border)" }} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} width={48} />
        <Tooltip
          // Text first, as in the legend and the rest of the dashboard.
          itemSorter={(item) => (item.dataKey === "text" ? 0 : 1)}
          cursor={{ fill: "var(--muted)" }}
          contentStyle={{
            background: "var(--popover)",
            color: "var(--popover-foreground)",
            border: "1px solid var(--border)",
            borderRadius: 8,
            fontSize: 13,
          }}
          labelStyle={{ color: "var(--popover-foreground)", fontWeight: 600 }}
        />
        <Legend
          itemSorter={null}
          wrapperStyle={{ fontSize: 13 }}
          // Series names in the text colour (a series colour can be too faint for text in dark mode).
          formatter={(value) => <span style={{ color: "var(--foreground)" }}>{value}</span>}
        />
        <Bar dataKey="text" name={SERIES.text.label} fill={SERIES.text.color} radius={[4, 4, 0, 0]} maxBarSize={32} />
        <Bar dataKey="art" name={SERIES.art.label} fill={SERIES.art.color} radius={[4, 4, 0, 0]} maxBarSize={32} />
      </BarChart>
    </ResponsiveContainer>
  );
}
