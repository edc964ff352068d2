/** What recharts hands a custom tick of a category axis. */
interface AxisTickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}

/** Words packed into lines of at most `maxChars` characters (a longer word keeps a line of its own). */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * A label of a chart's category axis on the left (a test's or a step's name) broken into lines instead of cut
 * off, centred on its bar.
 */
export function WrappedAxisTick({ x = 0, y = 0, payload, maxChars }: AxisTickProps & { maxChars: number }) {
  const lines = wrapWords(String(payload?.value ?? ''), maxChars);
  const left = Number(x) - 8;
  return (
    <text x={left} y={Number(y)} textAnchor="end" fontSize={12} fill="currentColor">
      {lines.map((line, index) => (
        <tspan key={index} x={left} dy={index === 0 ? `${0.35 - (lines.length - 1) * 0.6}em` : '1.2em'}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
