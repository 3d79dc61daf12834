import type { ApexOptions } from 'apexcharts';

/**
 * apexcharts writes some of the texts it is given into the page as HTML: the legend's names, the tooltip's title
 * (a category), its series names and values, the x-axis tooltip. A child's name is user text, so every one of
 * these passes through a formatter that escapes it; the SVG texts (axis labels, titles) are set as text by
 * apexcharts itself and stay as they are. The options that take HTML by design (a custom tooltip, the legend's
 * hover formatter and custom markers) are not offered.
 */

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** What apexcharts would print for a value: a text, a number, or the words of a multi-line label. */
function plainText(value: unknown): string {
  if (Array.isArray(value)) return value.map(plainText).join(' ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '';
}

/** Text as HTML that shows it as written. */
export function escapeHtml(text: unknown): string {
  return plainText(text).replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

// apexcharts' own formatter signatures vary by option; each is called with a value and a context object.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Formatter = (value: any, context?: any) => unknown;

/** `format` (or what apexcharts shows without one, `fallback`), escaped. */
const escaped =
  (format: Formatter | undefined, fallback: Formatter): Formatter =>
  (value, context) =>
    escapeHtml(format ? format(value, context) : fallback(value, context));

const asIs: Formatter = (value) => value;

/** The formatter an options object holds under `key`, called on that object as apexcharts calls it. */
function formatterOf(owner: object | undefined, key: string): Formatter | undefined {
  const holder = owner as Record<string, unknown> | undefined;
  const format = holder?.[key];
  if (typeof format !== 'function') return undefined;
  return (value, context) => (format as Formatter).call(holder, value, context);
}

/** `options` without the options named (those that take HTML). */
const without = <T extends object>(options: T, ...names: string[]): T =>
  Object.fromEntries(Object.entries(options).filter(([name]) => !names.includes(name))) as T;

type Tooltip = NonNullable<ApexOptions['tooltip']>;
type Legend = NonNullable<ApexOptions['legend']>;
type TooltipY = Exclude<NonNullable<Tooltip['y']>, readonly unknown[]>;

function safeTooltipY(y: TooltipY): TooltipY {
  return {
    ...y,
    // Without a formatter apexcharts shows the axis's number: no user text.
    ...(formatterOf(y, 'formatter') && { formatter: escaped(formatterOf(y, 'formatter'), asIs) }),
    // The series name before the value ("Amina: "), as apexcharts writes it without a formatter.
    title: {
      ...y.title,
      formatter: escaped(formatterOf(y.title, 'formatter'), (name) => (name ? `${plainText(name)}: ` : '')),
    },
  } as TooltipY;
}

/** `options` with every text apexcharts writes as HTML escaped. */
export function safeChartOptions(options: ApexOptions): ApexOptions {
  const { tooltip = {}, legend = {}, xaxis = {} } = options;
  const tooltipRest = without(tooltip, 'custom');
  const { markers } = legend;
  // A category axis shows its categories (user text) as the tooltip's title; a datetime or numeric axis shows
  // numbers apexcharts formats itself, so a formatter is installed there only around one the chart gave.
  const categories = xaxis.type === undefined || xaxis.type === 'category';
  const xFormatter = formatterOf(tooltip.x, 'formatter');
  const xTooltipFormatter = formatterOf(xaxis.tooltip, 'formatter');
  const zFormatter = formatterOf(tooltip.z, 'formatter');
  return {
    ...options,
    legend: {
      ...without(legend, 'tooltipHoverFormatter'),
      ...(markers && { markers: without(markers, 'customHTML') }),
      formatter: escaped(formatterOf(legend, 'formatter'), asIs) as NonNullable<Legend['formatter']>,
    },
    tooltip: {
      ...tooltipRest,
      x: {
        ...tooltip.x,
        ...((xFormatter || categories) && {
          formatter: escaped(xFormatter, formatterOf(xaxis.labels, 'formatter') ?? asIs),
        }),
      },
      y: Array.isArray(tooltip.y) ? tooltip.y.map(safeTooltipY) : safeTooltipY(tooltip.y ?? {}),
      ...(tooltip.z && {
        z: {
          ...tooltip.z,
          ...(tooltip.z.title !== undefined && { title: escapeHtml(tooltip.z.title) }),
          ...(zFormatter && { formatter: escaped(zFormatter, asIs) }),
        },
      }),
    } as Tooltip,
    xaxis: {
      ...xaxis,
      ...(xTooltipFormatter && {
        tooltip: { ...xaxis.tooltip, formatter: escaped(xTooltipFormatter, asIs) as (value: string) => string },
      }),
    },
  };
}
