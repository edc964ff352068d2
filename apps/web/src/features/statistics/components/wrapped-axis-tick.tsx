/** What recharts hands a custom tick of a category axis. */
interface AxisTickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}

/**
 * Words packed into lines of at most `maxChars` characters; a word longer than a line is broken with a hyphen
 * («Психолингвисти-» «ческий»), so no label runs past the axis.
 */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const whole of text.split(/\s+/).filter(Boolean)) {
    let word = whole;
    while (word.length > maxChars) {
      lines.push(`${word.slice(0, maxChars - 1)}-`);
      word = word.slice(maxChars - 1);
    }
    const last = lines.at(-1);
    if (last !== undefined && !last.endsWith('-') && last.length + 1 + word.length <= maxChars)
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
