import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import { BREAKPOINT_LARGE, BREAKPOINT_MEDIUM, BREAKPOINT_SMALL, LARGE_MIN_WIDTH, MEDIUM_MIN_WIDTH } from '@/domain/constants';
import { gridMetrics } from '@/domain/photos-ui/timeline-layout';

const css = fs.readFileSync('src/styles/global.css', 'utf8');
const themeWidth = (name: string) => Number(new RegExp(`--${name}:\\s*(\\d+)px;`).exec(css)?.[1]);

describe('one breakpoint set for CSS and code', () => {
  it('has the CSS theme queries begin one pixel after each size of src/domain', () => {
    expect(themeWidth('breakpoint-sm')).toBe(BREAKPOINT_SMALL + 1);
    expect(themeWidth('breakpoint-md')).toBe(BREAKPOINT_MEDIUM + 1);
    expect(themeWidth('breakpoint-lg')).toBe(BREAKPOINT_LARGE + 1);
    expect(themeWidth('container-medium')).toBe(MEDIUM_MIN_WIDTH);
    expect(themeWidth('container-large')).toBe(LARGE_MIN_WIDTH);
  });

  it('lays out the grid with the same switch points as its container queries', () => {
    const target = (width: number) => (width - gridMetrics(width).gap * (gridMetrics(width).columns - 1)) / gridMetrics(width).columns;
    expect(target(BREAKPOINT_SMALL)).toBeLessThan(150);
    expect(target(MEDIUM_MIN_WIDTH)).toBeGreaterThanOrEqual(150);
    expect(target(BREAKPOINT_MEDIUM)).toBeLessThan(190);
    expect(target(LARGE_MIN_WIDTH)).toBeGreaterThanOrEqual(190);
  });

  it('leaves no pixel width written into a query of the source', () => {
    const files = fs.readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) => /\.(tsx|astro|css)$/.test(f));
    const hardCoded = files.filter((f) => /@(min|max)-\[\d+px\]|(min|max)-width:\s*\d+px/.test(fs.readFileSync(`src/${f}`, 'utf8')));
    expect(hardCoded).toEqual([]);
  });
});
