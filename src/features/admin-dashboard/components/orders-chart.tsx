import { useEffect, useRef, useState } from 'react';
import { chartData, formatCount, type DayTotals } from '../figures';
import { dashboardMessages } from '../messages';

const HEIGHT = 220;
const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });

/**
 * The chart's axes, labelled as the table and the rest of the shop write days and counts: '2 Nov'
 * (uPlot's own day labels are American, '11/2', which an Indian reader takes for 11 February) and
 * 1,00,000. The x values are the days' starts in seconds (chartData); its steps are whole days, so
 * that a wide screen never labels two ticks of one day.
 */
const DAY = 24 * 60 * 60;
const chartAxes = [
  {
    incrs: [DAY, 2 * DAY, 3 * DAY, 7 * DAY, 14 * DAY],
    values: (_chart: unknown, splits: number[]) => splits.map((start) => dayLabel.format(start * 1000)),
  },
  {
    size: 40,
    incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
    values: (_chart: unknown, splits: number[]) => splits.map(formatCount),
  },
];

/**
 * Orders per day of the last 30 days: a uPlot chart, loaded only here (its code and CSS are a
 * lazy chunk of this page), with the same figures in a table beside it for screen readers and
 * for when the chart cannot be drawn.
 */
export function OrdersChart({ days }: { days: readonly DayTotals[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    let destroy = () => {};
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
      ([{ default: UPlot }]) => {
        const element = box.current;
        if (!active || !element) return;
        const chart = new UPlot(
          {
            width: element.clientWidth,
            height: HEIGHT,
            legend: { show: false },
            cursor: { drag: { x: false, y: false } },
            scales: { y: { range: (_chart, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] } },
            axes: chartAxes,
            series: [{}, { label: 'Orders', stroke: '#1f5f3f', fill: 'rgba(47, 125, 85, 0.15)', width: 2 }],
          },
          chartData(days),
          element,
        );
        const observer = new ResizeObserver(() => {
          chart.setSize({ width: element.clientWidth, height: HEIGHT });
        });
        observer.observe(element);
        destroy = () => {
          observer.disconnect();
          chart.destroy();
        };
      },
      (error: unknown) => {
        console.error('The chart library could not be loaded', error);
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
      destroy();
    };
  }, [days]);

  return (
    <section className="dashboard-panel dashboard-chart" aria-labelledby="orders-chart-title">
      <h2 id="orders-chart-title" className="dashboard-panel__title">
        Orders per day, last 30 days
      </h2>
      {failed && (
        <p className="admin-banner" role="alert">
          {dashboardMessages.chartFailed}
        </p>
      )}
      <div ref={box} className="dashboard-chart__canvas" aria-hidden="true" />
      <details className="dashboard-chart__table">
        <summary>Orders per day as a table</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Orders</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.start}>
                <th scope="row">{dayLabel.format(day.start)}</th>
                <td>{formatCount(day.orders)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
