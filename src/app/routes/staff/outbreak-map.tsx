import type { OutbreakShapes } from '../../../contract/outbreaks.ts';
import { outbreakClass } from './outbreak-classes.ts';

/** A twentieth of a county's size on each side, so its edge is not cut off. */
const MARGIN = 0.05;

/** The box around a path of the shapes' form: `M x y` then relative `l dx dy …` steps, `z` per ring. */
function boundsOf(d: string) {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const ring of d.split('M').filter(Boolean)) {
    const [start = '', steps = ''] = ring.replace(/z/g, '').split('l');
    let [x = 0, y = 0] = start.trim().split(' ').map(Number);
    const numbers = steps.match(/-?\d+/g)?.map(Number) ?? [];
    for (let i = -2; i < numbers.length; i += 2) {
      if (i >= 0) {
        x += numbers[i]!;
        y += numbers[i + 1]!;
      }
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  const margin = Math.max(right - left, bottom - top) * MARGIN;
  return `${left - margin} ${top - margin} ${right - left + 2 * margin} ${bottom - top + 2 * margin}`;
}

/**
 * Kenya's counties, or one county's wards, filled by their cases. A ward the boundaries have no outline
 * for (17, newer than the 2013 map) is shown at its subcounty: that subcounty's wards are hatched. Hidden from screen readers:
 * the table beside it holds the same numbers and is what a keyboard reaches; a click on an area here
 * is a shortcut for the pointer.
 */
export function OutbreakMap({
  shapes,
  county,
  cases,
  selected,
  unmapped,
  onPick,
}: {
  shapes: OutbreakShapes;
  /** The county whose wards are drawn; null for the whole country by county. */
  county: string | null;
  /** Cases per drawn area. */
  cases: ReadonlyMap<string, number>;
  /** Subcounties with cases in a ward that has no outline. */
  unmapped: ReadonlySet<string>;
  /** The ward whose history is open. */
  selected: string | null;
  onPick: (area: string) => void;
}) {
  const outline = county ? shapes.counties.find((area) => area.id === county) : undefined;
  const areas = county ? shapes.wards.filter((ward) => ward.county_id === county) : shapes.counties;
  const viewBox = outline ? boundsOf(outline.d) : `0 0 ${shapes.width} ${shapes.height}`;
  // About sixty stripes across the drawing, whatever the county's size in map units.
  const stripe = Number(viewBox.split(' ')[2]) / 60;
  return (
    <svg
      className="outbreak-map"
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid meet"
    >
      {areas.map((area) => {
        const level = outbreakClass(cases.get(area.id) ?? 0);
        return (
          <path
            key={area.id}
            d={area.d}
            data-area={area.id}
            className={`outbreak-area outbreak-area--${level ?? 'none'}${area.id === selected ? ' outbreak-area--selected' : ''}`}
            onClick={() => onPick(area.id)}
          />
        );
      })}
      <defs>
        <pattern id="outbreak-unmapped" width={stripe} height={stripe} patternUnits="userSpaceOnUse">
          <path d={`M0 ${stripe}L${stripe} 0`} className="outbreak-map__hatch" />
        </pattern>
      </defs>
      {county &&
        shapes.wards
          .filter((ward) => ward.county_id === county && unmapped.has(ward.subcounty_id))
          .map((ward) => (
            <path
              key={`unmapped-${ward.id}`}
              d={ward.d}
              data-unmapped={ward.id}
              className="outbreak-map__unmapped"
              fill="url(#outbreak-unmapped)"
            />
          ))}
      {outline && <path className="outbreak-map__outline" d={outline.d} />}
    </svg>
  );
}
