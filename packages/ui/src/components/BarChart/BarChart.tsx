import { type CSSProperties, useId } from 'react';
import { useLocale } from 'react-aria-components';
import { barShares } from './bar-scale.ts';
import { StyledBarChart } from './BarChart.styles.ts';

export type BarChartDatum = {
  /** Stable identity of the category; the label when missing. */
  id?: string;
  /** The category as shown beside its bar and in the table ("março", "Biblioteca Central"). */
  label: string;
  value: number;
};

export type BarChartProps = {
  /** What the chart shows ("Empréstimos por mês em 2025"); names the figure and its table. */
  title: string;
  /** A line under the title: the period, the unit, what is counted. */
  description?: string;
  data: readonly BarChartDatum[];
  /** The table's header for the categories ("Mês"). */
  categoryHeader: string;
  /** The table's header for the values ("Empréstimos"). */
  valueHeader: string;
  /** With a label, the table ends with a row adding every value up ("Total"). */
  totalLabel?: string;
  /** How a value is written; numbers in the current locale by default. */
  formatValue?: (value: number) => string;
};

/**
 * A bar chart with its data table (WCAG 1.1.1): horizontal bars for sighted readers, hidden from
 * screen readers, and the same numbers as a real table that everyone can read, copy and navigate.
 * Plain HTML and CSS, no charting library, so it adds little to the page that loads it; it zooms
 * and reflows like text, and the bars keep a system colour in forced-colours mode.
 */
export function BarChart({
  title,
  description,
  data,
  categoryHeader,
  valueHeader,
  totalLabel,
  formatValue,
}: BarChartProps) {
  const { locale } = useLocale();
  const captionId = useId();
  const format = formatValue ?? ((value: number) => new Intl.NumberFormat(locale).format(value));
  const shares = barShares(data.map((datum) => datum.value));
  const total = data.reduce((sum, datum) => sum + (Number.isFinite(datum.value) ? datum.value : 0), 0);

  return (
    <StyledBarChart data-component="BarChart" aria-labelledby={captionId}>
      <figcaption data-part="Caption" id={captionId}>
        {title}
      </figcaption>
      {description ? <p data-part="Description">{description}</p> : null}
      <div data-part="Body">
        <ul data-part="Chart" aria-hidden="true">
          {data.map((datum, index) => (
            <li data-part="Row" key={datum.id ?? datum.label}>
              <span data-part="Label">{datum.label}</span>
              <span data-part="Track">
                <span data-part="Bar" style={{ '--bar-share': `${shares[index]}%` } as CSSProperties} />
              </span>
              <span data-part="Value">{format(datum.value)}</span>
            </li>
          ))}
        </ul>
        <table data-part="Table" aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">{categoryHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.id ?? datum.label}>
                <th scope="row">{datum.label}</th>
                <td>{format(datum.value)}</td>
              </tr>
            ))}
          </tbody>
          {totalLabel ? (
            <tfoot>
              <tr>
                <th scope="row">{totalLabel}</th>
                <td>{format(total)}</td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </StyledBarChart>
  );
}
