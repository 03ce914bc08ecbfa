import { describe, expect, it } from 'vitest';
import { grouping, ordered, orderedPage, type TrafficOrder } from './traffic-query';
import { trafficTable } from './traffic-table';

describe('traffic grouping order', () => {
  it("picks a first page's groups from the leading ones exactly as the whole order has them, ties included", () => {
    const table = trafficTable('normal');
    const grouped = grouping(table, [{ dimension: 'creative_type', values: ['banner', 'video'] }], ['site_or_app', 'environment', 'os']);
    expect(grouped.size).toBeGreaterThan(200);
    const orders: TrafficOrder[] = [
      { field: 'request_count', direction: 'DESC' },
      { field: 'cpm', direction: 'ASC' },
      // Two values for hundreds of groups: the order rests on the ties' rule.
      { field: 'environment', direction: 'DESC' },
      { field: 'category', direction: 'ASC' },
    ];
    for (const order of orders) {
      // The pages first, while no whole order is kept, then the whole order to compare with.
      const pages = [0, 25, 50, 75, 100, 475].map((start) => [...orderedPage(table, grouped, order, start, 25)]);
      const whole = [...ordered(table, grouped, order)];
      expect(pages).toEqual([0, 25, 50, 75, 100, 475].map((start) => whole.slice(start, start + 25)));
      expect([...orderedPage(table, grouped, order, 600, 25)]).toEqual(whole.slice(600, 625));
    }
    expect([...orderedPage(table, grouped, orders[0] ?? { field: 'os', direction: 'ASC' }, grouped.size, 25)]).toEqual([]);
  });
});
