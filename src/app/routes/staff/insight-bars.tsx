const BAR = 10;
const GAP = 4;
const HEIGHT = 40;

/**
 * One figure's weeks as small bars, drawn by hand in SVG (as the ward history is): a picture for the
 * eye only. The dashboard's table holds the same numbers for screen readers and for copying.
 */
export function InsightBars({ values, label }: { values: (number | null)[]; label: string }) {
  const most = Math.max(1e-9, ...values.map((value) => value ?? 0));
  return (
    <figure className="insight-bars">
      <svg
        viewBox={`0 0 ${values.length * (BAR + GAP)} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        {values.map((value, index) => {
          const height = ((value ?? 0) / most) * HEIGHT;
          return (
            <rect
              key={index}
              className={
                index === values.length - 1 ? 'insight-bars__bar insight-bars__bar--now' : 'insight-bars__bar'
              }
              x={index * (BAR + GAP)}
              y={HEIGHT - height}
              width={BAR}
              height={height}
            />
          );
        })}
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
