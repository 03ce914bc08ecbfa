/**
 * Largest-triangle-three-buckets (Steinarsson 2013) for several series sharing one x axis: the indices
 * of at most `target` points that keep the series' shape (a spike survives, a step keeps its edge),
 * the same indices for every series so the current period and its compare stay aligned. In each
 * bucket the point kept is the one whose triangle with the previous kept point and the next bucket's
 * average is largest, summed over the series, each series scaled to its own range so a small compare
 * series counts as much as a large one. O(n); the first and last points are always kept.
 */
export const lttbIndices = (xs: ArrayLike<number>, series: readonly ArrayLike<number>[], target: number): number[] => {
  const n = xs.length;
  if (n <= target) return Array.from({ length: n }, (_, i) => i);
  if (target < 3) return [0, n - 1];
  const scales = series.map((ys) => {
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < n; i += 1) {
      const y = ys[i] ?? 0;
      if (y < min) min = y;
      if (y > max) max = y;
    }
    return max > min ? 1 / (max - min) : 0;
  });
  const y = (s: number, i: number) => (series[s]?.[i] ?? 0) * (scales[s] ?? 0);
  const picked = [0];
  const every = (n - 2) / (target - 2);
  let a = 0;
  for (let bucket = 0; bucket < target - 2; bucket += 1) {
    const start = Math.floor(bucket * every) + 1;
    const end = Math.min(Math.floor((bucket + 1) * every) + 1, n - 1);
    // The next bucket's average point (the last point for the last bucket).
    const nextStart = end;
    const nextEnd = Math.min(Math.floor((bucket + 2) * every) + 1, n);
    const count = Math.max(1, nextEnd - nextStart);
    let avgX = 0;
    const avgY = series.map(() => 0);
    for (let i = nextStart; i < nextEnd; i += 1) {
      avgX += xs[i] ?? 0;
      for (let s = 0; s < series.length; s += 1) avgY[s] = (avgY[s] ?? 0) + y(s, i);
    }
    avgX /= count;
    let best = start;
    let bestArea = -1;
    for (let i = start; i < end; i += 1) {
      let area = 0;
      for (let s = 0; s < series.length; s += 1) {
        const ay = y(s, a);
        area += Math.abs(((xs[a] ?? 0) - avgX) * (y(s, i) - ay) - ((xs[a] ?? 0) - (xs[i] ?? 0)) * ((avgY[s] ?? 0) / count - ay));
      }
      if (area > bestArea) {
        bestArea = area;
        best = i;
      }
    }
    picked.push(best);
    a = best;
  }
  picked.push(n - 1);
  return picked;
};

/** The index of the point nearest to `x` in ascending `xs` (binary search over the full series). */
export const nearestIndex = (xs: ArrayLike<number>, x: number): number => {
  let lo = 0;
  let hi = xs.length - 1;
  if (hi < 0) return -1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((xs[mid] ?? 0) <= x) lo = mid;
    else hi = mid;
  }
  return Math.abs((xs[lo] ?? 0) - x) <= Math.abs((xs[hi] ?? 0) - x) ? lo : hi;
};
