import '@testing-library/jest-dom';
import { render, waitFor } from '@testing-library/react';
import { Chart, type ChartOptions } from '.';
import { escapeHtml, safeChartOptions } from './safeOptions';

// react-apexcharts' CommonJS build expects apexcharts' constructor where jest's require gives the module object.
jest.mock('apexcharts/client', () => jest.requireActual<{ default: unknown }>('apexcharts/client').default);

// jsdom has no layout: apexcharts draws with these stand-ins (sizes are irrelevant to what is tested here).
beforeAll(() => {
  Object.assign(globalThis, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
  Object.assign(SVGElement.prototype, {
    getBBox: () => ({ x: 0, y: 0, width: 20, height: 10 }),
    getComputedTextLength: () => 20,
  });
});

/** A child's name as an attacker would write it: a picture that runs script, and a redirect. */
const hostileName =
  '<img src=x onerror="window.chartHacked=1"><meta http-equiv="refresh" content="0;url=/elsewhere">Amina';

describe('Chart', () => {
  it('when a series and a category are named with HTML, then the legend shows the name as text and no element is made of it', async () => {
    const { container } = render(
      <Chart
        type="line"
        height={200}
        width={600}
        series={[
          { name: hostileName, data: [40, 60, 80] },
          { name: 'Yusuf & Sara', data: [70, 50, 90] },
        ]}
        options={{ chart: { animations: { enabled: false } }, xaxis: { categories: [hostileName, 'b', 'c'] } }}
      />,
    );
    await waitFor(() => expect(container.querySelectorAll('.apexcharts-legend-text')).toHaveLength(2));
    const legend = [...container.querySelectorAll('.apexcharts-legend-text')].map((name) => name.textContent);
    expect(legend).toEqual([hostileName, 'Yusuf & Sara']);
    expect(document.querySelectorAll('img, meta, script')).toHaveLength(0);
  });

  it('when the tooltip shows a category and a series name, then both are escaped and the chart’s formatters still apply', () => {
    const options = safeChartOptions({
      xaxis: { categories: [hostileName] },
      tooltip: { y: { formatter: (value: number) => `${value}%` } },
    });
    const x = options.tooltip?.x?.formatter as (value: string, context?: object) => string;
    const y = options.tooltip?.y as {
      formatter: (value: number) => string;
      title: { formatter: (n: string) => string };
    };
    expect(x(hostileName, {})).toBe(escapeHtml(hostileName));
    expect(y.title.formatter(hostileName)).toBe(`${escapeHtml(hostileName)}: `);
    expect(y.formatter(80)).toBe('80%');
    const legend = options.legend?.formatter as (name: string, context: object) => string;
    expect(legend(hostileName, {})).toBe(escapeHtml(hostileName));
    expect(escapeHtml(hostileName)).not.toMatch(/[<>"]/);
  });

  it('when the x axis is a date axis without a formatter, then apexcharts keeps formatting its dates', () => {
    const options = safeChartOptions({ xaxis: { type: 'datetime' } });
    expect(options.tooltip?.x?.formatter).toBeUndefined();
    const labelled: ChartOptions = { xaxis: { type: 'numeric' }, tooltip: { x: { formatter: () => '<b>20 Nov</b>' } } };
    expect((safeChartOptions(labelled).tooltip?.x?.formatter as (value: number) => string)(1)).toBe(
      '&lt;b&gt;20 Nov&lt;/b&gt;',
    );
  });

  it('when options ask for HTML of their own (a custom tooltip, a hover legend, custom markers), then they are left out', () => {
    const options = safeChartOptions({
      tooltip: { custom: () => '<img src=x>' },
      legend: { tooltipHoverFormatter: () => '<img src=x>', markers: { size: 6, customHTML: () => '<img src=x>' } },
    });
    expect(options.tooltip).not.toHaveProperty('custom');
    expect(options.legend).not.toHaveProperty('tooltipHoverFormatter');
    expect(options.legend?.markers).toEqual({ size: 6 });
  });
});
