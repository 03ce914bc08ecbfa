import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material';
import { fixedColumnCount, fixedColumnOffsets, fixedColumnsSx } from './fixedColumns';

const theme = createTheme();

describe('the list kit table’s fixed columns', () => {
  it('fixes the first column of a table whose columns declare no width', () => {
    expect(fixedColumnCount([{}, {}, {}])).toBe(1);
    expect(fixedColumnOffsets([{}, {}, {}])).toEqual([0]);
  });

  it('carries the column after a leading select box along, at the box’s width from the left', () => {
    expect(fixedColumnCount([{ width: 56 }, {}, {}])).toBe(2);
    expect(fixedColumnOffsets([{ width: 56 }, {}, {}])).toEqual([0, 56]);
    expect(fixedColumnOffsets([{ width: 40 }, { width: 56 }, {}, {}])).toEqual([0, 40, 96]);
  });

  it('fixes no more columns than the table has', () => {
    expect(fixedColumnCount([{ width: 56 }])).toBe(1);
    expect(fixedColumnCount([])).toBe(0);
    expect(fixedColumnsSx([], theme)).toEqual({});
  });

  it('sticks each fixed column’s header and body cells at its offset, edging the last, leaving spanning rows alone', () => {
    const sx = fixedColumnsSx([{ width: 56 }, {}, {}], theme);
    const first = sx['& > thead > tr > th:nth-of-type(1), & > tbody > tr > td:nth-of-type(1):not([colspan])'];
    const second = sx['& > thead > tr > th:nth-of-type(2), & > tbody > tr > td:nth-of-type(2):not([colspan])'];
    expect(first).toMatchObject({ position: 'sticky', left: 0, width: 56, backgroundColor: theme.palette.background.paper });
    expect(first).not.toHaveProperty('boxShadow');
    expect(second).toMatchObject({ position: 'sticky', left: 56, boxShadow: `inset -1px 0 0 ${theme.palette.divider}` });
    expect(second).not.toHaveProperty('width');
    expect(Object.keys(sx).filter((selector) => selector.includes('nth-of-type(3)'))).toEqual([]);
  });
});
